import type { Locator } from '@playwright/test'

import { ADMIN, expect, test } from './fixtures'
import { listNews, listProduk, publicPaths } from './public-helpers'

/*
 * Public pages are rendered once and then served from Next's cache, the same bytes for every
 * visitor, with headers a CDN can use; anything tied to a session stays private.
 */
const PUBLIC = /^public, max-age=0, s-maxage=30, stale-while-revalidate=30$/

/** Served from Next's cache, or from the memory of the last second's answers in front of it. */
const fromCache = (headers: Record<string, string>) =>
  headers['x-nextjs-cache'] === 'HIT' || headers['x-bprs-cache'] === 'HIT'

test.describe('HTTP caching @desktop-only', () => {
  test('every public page is served from the cache with public caching and an ETag', async ({
    request,
  }) => {
    const [produk] = await listProduk(request)
    const [news] = await listNews(request)
    for (const path of [...publicPaths(produk.slug, news.slug), '/news?kategori=Emas&page=1']) {
      await request.get(path)
      const cached = await request.get(path)
      expect(cached.status(), path).toBe(200)
      expect(fromCache(cached.headers()), path).toBe(true)
      // Payload's colour-scheme hint is its panel's: here it would reload a first visit.
      expect(cached.headers()['critical-ch'], path).toBeUndefined()
      expect(cached.headers()['cache-control'], path).toMatch(PUBLIC)
      expect(cached.headers()['etag'], path).toBeTruthy()
      // Nothing of the request goes into the page: another visitor gets the very same bytes. Other
      // workers publish meanwhile, so a page may change between two asks: asked again, it agrees.
      await expect(async () => {
        const plain = await request.get(path)
        const etag = plain.headers()['etag']
        const other = await request.get(path, {
          headers: { cookie: 'payload-token=x', 'accept-language': 'en', 'user-agent': 'other' },
        })
        expect(other.headers()['etag'], path).toBe(etag)
        const again = await request.get(path, { headers: { 'if-none-match': etag } })
        expect(again.status(), path).toBe(304)
      }).toPass({ timeout: 15_000 })
    }
  })

  test('a list keeps only the filters it reads, so junk parameters share one entry', async ({
    request,
  }) => {
    const plain = await request.get('/produk-layanan?q=tabungan')
    const junk = await request.get('/produk-layanan?q=tabungan&utm_source=x&fbclid=y')
    expect(junk.headers()['etag']).toBe(plain.headers()['etag'])
    expect(junk.headers()['x-nextjs-cache']).toBe('HIT')
  })

  test('the API lists, the feed and the sitemap are cached answers with ETags', async ({
    request,
  }) => {
    for (const path of [
      '/api/laporan',
      '/api/news',
      '/api/produk',
      '/news/rss.xml',
      '/sitemap.xml',
    ]) {
      const first = await request.get(path)
      expect(first.status(), path).toBe(200)
      expect(first.headers()['cache-control'], path).toMatch(PUBLIC)
      expect(first.headers()['vary'] ?? '', path).not.toMatch(/Sec-CH/i)
      const etag = first.headers()['etag']
      expect(etag, path).toMatch(/^".+"$/)
      const again = await request.get(path, { headers: { 'if-none-match': etag } })
      expect(again.status(), path).toBe(304)
      expect(await again.text(), path).toBe('')
      expect(fromCache((await request.get(path)).headers()), path).toBe(true)
    }
  })

  test('an unknown URL is one cached 404 page, whatever its path', async ({ request }) => {
    // Like every page it is rendered afresh once its 30 s are up: the visit after that gets it.
    await request.get('/tidak-ada/nol')
    const first = await request.get('/tidak-ada/satu')
    const second = await request.get('/tidak-ada/dua')
    expect(first.status()).toBe(404)
    expect(second.status()).toBe(404)
    expect(first.headers()['etag']).toMatch(/^(W\/)?".+"$/)
    expect(second.headers()['etag']).toBe(first.headers()['etag'])
  })

  test('the back-office and signed-in answers stay private and uncached', async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: ADMIN })
    expect(login.status()).toBe(200)
    expect(login.headers()['cache-control']).toMatch(/no-store/)
    const dashboard = await request.get('/admin/dashboard')
    expect(dashboard.status()).toBe(200)
    expect(dashboard.headers()['cache-control']).toMatch(/private|no-store/)
    expect(dashboard.headers()['cache-control']).not.toMatch(/public|s-maxage/)
  })

  test('a signed-in request is never answered with the copy a visitor was given', async ({
    playwright,
  }) => {
    const visitor = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    })
    const anonymous = await visitor.get('/api/news?status=draf&limit=3')
    expect(anonymous.headers()['cache-control']).toMatch(PUBLIC)
    const login = await visitor.post('/api/auth/login', { data: ADMIN })
    const { token } = (await login.json()) as { token: string }
    // Within the second the visitor's copy is kept, by bearer and by the session cookie alike.
    const byBearer = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    })
    for (const client of [byBearer, visitor]) {
      const signedIn = await client.get('/api/news?status=draf&limit=3')
      expect(signedIn.headers()['x-bprs-cache']).toBeUndefined()
      expect(signedIn.headers()['cache-control']).toBe('private, no-store')
    }
    await Promise.all([visitor.dispose(), byBearer.dispose()])
  })
})

test('without JavaScript the cached HTML carries real links for the random picks', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const latest = page.getByRole('region', { name: 'Informasi Terbaru' }).getByRole('listitem')
  await expect(latest.getByRole('link')).toHaveCount(4)
  const footer = page.getByRole('contentinfo')
  await expect(
    footer.getByRole('navigation', { name: 'Produk dan Layanan' }).getByRole('link'),
  ).toHaveCount(4)
  await expect(footer.getByRole('navigation', { name: 'News' }).getByRole('link')).toHaveCount(4)
  await page.goto('/news')
  await expect(
    page.getByRole('complementary', { name: 'News Lainnya' }).getByRole('link'),
  ).toHaveCount(3)
  await context.close()
})

const hrefs = (list: Locator) =>
  list.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')).join(' '))

test('the home products and the footer links are picked per visit in the browser', async ({
  page,
}) => {
  const seen = { latest: new Set<string>(), footer: new Set<string>() }
  for (let visit = 0; visit < 5; visit++) {
    await page.goto('/')
    const latest = page.getByRole('region', { name: 'Informasi Terbaru' })
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'News' })
    await expect(latest.locator('ul[data-picked]')).toHaveCount(1)
    await expect(footer.locator('ul[data-picked]')).toHaveCount(1)
    await expect(latest.getByRole('listitem')).toHaveCount(4)
    seen.latest.add(await hrefs(latest))
    seen.footer.add(await hrefs(footer))
  }
  expect(seen.latest.size).toBeGreaterThan(1)
  expect(seen.footer.size).toBeGreaterThan(1)
})

test('swapping in the picks moves nothing on the page', async ({ browser }) => {
  // Each picked list's box, as the cached HTML lays it out and after the browser's picks.
  const boxes = async (javaScriptEnabled: boolean, path: string) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(path)
    if (javaScriptEnabled) await expect(page.locator('ul[data-picked]').first()).toBeAttached()
    const sizes = await page.locator('ul:has(> li)').evaluateAll((lists) =>
      lists
        .filter((ul) => ul.closest('footer, section, aside'))
        .map((ul) => {
          const { top, height } = ul.getBoundingClientRect()
          return `${Math.round(top + window.scrollY)}:${Math.round(height)}`
        }),
    )
    await context.close()
    return sizes
  }
  for (const path of ['/', '/news']) {
    const served = await boxes(false, path)
    for (let visit = 0; visit < 3; visit++) expect(await boxes(true, path), path).toEqual(served)
  }
})
