import { expect, expectNoAxeViolations, test } from './fixtures'
import { listLaporan, listNews, listProduk, meta, publicPaths, readJsonLd } from './public-helpers'

type Node = Record<string, unknown>
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type)

test.describe('SEO', () => {
  test('every page sets title, description, keywords, canonical, social tags and the bank as JSON-LD', async ({
    page,
    request,
  }) => {
    const [produk] = await listProduk(request)
    const [news] = await listNews(request)
    for (const path of publicPaths(produk.slug, news.slug)) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(/\S/)
      for (const key of [
        'description',
        'keywords',
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'og:site_name',
        'og:locale',
        'twitter:card',
        'twitter:title',
        'twitter:description',
        'twitter:image',
      ]) {
        expect(await meta(page, key), `${path} ${key}`).toBeTruthy()
      }
      expect(await meta(page, 'og:image'), path).toMatch(/^https?:\/\//)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname, path).toBe(path)
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', /\/news\/rss\.xml$/)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      )
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /favicon/)

      const nodes = await readJsonLd(page)
      const [bank] = ofType(nodes, 'BankOrCreditUnion')
      expect(bank, path).toBeTruthy()
      expect(bank['@context']).toBe('https://schema.org')
      expect(bank.name).toBe('PT BPRS Contoh Syariah Yogyakarta')
      expect(bank.telephone).toBeTruthy()
      expect(bank.url).toMatch(/^https?:\/\//)
      expect(bank.logo).toMatch(/^https?:\/\/.+\.png$/)
      expect(bank.address).toMatchObject({
        '@type': 'PostalAddress',
        streetAddress: 'Jalan Ngasem No. 52A',
        addressCountry: 'ID',
      })
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
    }
  })

  test('lists carry CollectionPage + ItemList of what they show', async ({ page }) => {
    for (const [path, prefix] of [
      ['/produk-layanan', '/produk/'],
      ['/news', '/news/'],
      ['/laporan-publikasi', '.pdf'],
    ] as const) {
      await page.goto(path)
      const [collection] = ofType(await readJsonLd(page), 'CollectionPage')
      expect(collection, path).toMatchObject({
        '@context': 'https://schema.org',
        name: expect.any(String),
        url: expect.stringMatching(/^https?:\/\//),
      })
      const list = collection.mainEntity as Node & { itemListElement: Node[] }
      expect(list['@type']).toBe('ItemList')
      expect(list.itemListElement.length).toBeGreaterThan(0)
      expect(list.numberOfItems).toBe(list.itemListElement.length)
      list.itemListElement.forEach((item, i) => {
        expect(item).toMatchObject({
          '@type': 'ListItem',
          position: i + 1,
          name: expect.any(String),
        })
        expect(String(item.url)).toContain(prefix)
      })
    }
  })

  test('a product carries FinancialProduct and BreadcrumbList; an article NewsArticle and BreadcrumbList', async ({
    page,
    request,
  }) => {
    const [produk] = await listProduk(request)
    await page.goto(`/produk/${produk.slug}`)
    let nodes = await readJsonLd(page)
    expect(ofType(nodes, 'FinancialProduct')[0]).toMatchObject({
      name: produk.judul,
      description: produk.deskripsi,
      url: expect.stringContaining(`/produk/${produk.slug}`),
      provider: { '@id': expect.stringContaining('#bank') },
    })
    // Only schema.org properties of FinancialProduct (additionalProperty is Product's, not its).
    expect(ofType(nodes, 'FinancialProduct')[0]).not.toHaveProperty('additionalProperty')
    expect(
      (ofType(nodes, 'BreadcrumbList')[0].itemListElement as Node[]).map((i) => i.name),
    ).toEqual(['Beranda', 'Produk dan Layanan', produk.judul])

    const news = (await listNews(request)).find((n) => n.kutipan)!
    await page.goto(`/news/${news.slug}`)
    nodes = await readJsonLd(page)
    const [article] = ofType(nodes, 'NewsArticle')
    expect(article).toMatchObject({
      headline: news.judul.slice(0, 110),
      description: news.kutipan,
      articleSection: news.kategori,
      datePublished: new Date(news.dibuatPada).toISOString(),
      image: [expect.stringMatching(/^https?:\/\//)],
      author: { name: 'PT BPRS Contoh Syariah Yogyakarta' },
      publisher: {
        name: 'PT BPRS Contoh Syariah Yogyakarta',
        logo: { url: expect.stringMatching(/\.png$/) },
      },
    })
    expect(await meta(page, 'og:type')).toBe('article')
    expect(await meta(page, 'description')).toContain(news.kutipan.slice(0, 100))
    expect(ofType(nodes, 'BreadcrumbList')).toHaveLength(1)
  })

  test('sitemap.xml lists every page, product and article; robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    for (const path of [
      '/',
      '/produk-layanan',
      '/news',
      '/laporan-publikasi',
      '/tabelsimulasi',
      '/profil/visi-misi',
      '/profil/sejarah-singkat',
      '/profil/struktur-organisasi',
    ]) {
      expect(locs).toContain(path)
    }
    for (const p of await listProduk(request)) expect(locs).toContain(`/produk/${p.slug}`)
    for (const n of await listNews(request)) expect(locs).toContain(`/news/${n.slug}`)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
    expect(robots).toContain('Disallow: /admin')
  })

  test('robots.txt lets crawlers fetch the public files and keeps them out of the back-office', async ({
    page,
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    // RFC 9309: the longest matching rule decides, Allow winning a tie.
    const rules = [...robots.matchAll(/^(Allow|Disallow):\s*(\S+)/gim)].map(([, kind, path]) => ({
      allow: kind.toLowerCase() === 'allow',
      path,
    }))
    const allowed = (path: string) => {
      const matches = rules.filter((rule) => path.startsWith(rule.path))
      const longest = Math.max(...matches.map((rule) => rule.path.length))
      return matches.some((rule) => rule.path.length === longest && rule.allow)
    }
    const [produk] = await listProduk(request)
    const [laporan] = await listLaporan(request)
    await page.goto(`/produk/${produk.slug}`)
    const ogImage = new URL((await meta(page, 'og:image'))!).pathname
    for (const path of ['/', '/news', `/produk/${produk.slug}`, ogImage, laporan.fileUrl!]) {
      expect(allowed(path), path).toBe(true)
    }
    expect(ogImage).toMatch(/^\/cms-api\/produk\/file\//)
    for (const path of ['/admin', '/admin/dashboard', '/cms', '/api/news', '/cms-api/users']) {
      expect(allowed(path), path).toBe(false)
    }
  })

  test('/favicon.ico is an icon, and no page preloads the 404 illustration', async ({
    page,
    request,
  }) => {
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toMatch(/icon/)
    // An ICO file starts with reserved 0 and type 1.
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])

    const preloaded: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('not-found.webp')) preloaded.push(req.url())
    })
    for (const path of ['/', '/produk-layanan', '/news']) {
      const response = await page.goto(path)
      const links = await page.locator('link[rel="preload"][href*="not-found"]').count()
      expect(links, path).toBe(0)
      expect(response?.headers()['link'] ?? '', path).not.toContain('not-found')
    }
    await page.waitForLoadState('networkidle')
    expect(preloaded).toEqual([])
  })

  test('the RSS feed and the web manifest', async ({ request }) => {
    const feed = await request.get('/news/rss.xml')
    expect(feed.headers()['content-type']).toContain('application/rss+xml')
    const xml = await feed.text()
    const news = await listNews(request)
    expect([...xml.matchAll(/<item>/g)]).toHaveLength(Math.min(20, news.length))
    expect(xml).toContain(`/news/${news[0].slug}</link>`)
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ lang: 'id', start_url: '/', display: 'standalone' })
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2)
  })
})

test.describe('404 and list pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of [
    ['/halaman/yang-tidak-ada', 'Halaman tidak ditemukan'],
    ['/wp-login.php', 'Halaman tidak ditemukan'],
    ['/news/a/b/c', 'Halaman tidak ditemukan'],
    ['/produk/produk-yang-tidak-ada', 'Produk tidak ditemukan.'],
    ['/news/berita-yang-tidak-ada', 'News tidak ditemukan.'],
  ]) {
    test(`${path} is a whole 404 page rendered on the server`, async ({ page, browser }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'id')
      await expect(page).toHaveTitle(/tidak ditemukan/i)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        /tidak ditemukan/i,
      )
      // axe needs JavaScript of its own: the same server HTML, with the site's scripts refused.
      const context = await browser.newContext({ javaScriptEnabled: true })
      const served = await context.newPage()
      await served.route('**/_next/static/**/*.js', (route) => route.abort())
      await served.goto(path)
      await expectNoAxeViolations(served)
      await context.close()
    })
  }

  test('page N of the whole list is its own canonical page; a filtered list points to the list', async ({
    page,
  }) => {
    await page.goto('/news?page=2')
    const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL((await canonical())!).search).toBe('?page=2')
    await page.goto('/news?kategori=Emas&page=1')
    expect(new URL((await canonical())!).search).toBe('')
    await page.goto('/produk-layanan?page=2')
    expect(new URL((await canonical())!).search).toBe('?page=2')
  })
})
