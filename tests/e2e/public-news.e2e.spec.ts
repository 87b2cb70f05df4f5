import { expect, test } from './fixtures'
import { isPhone, listNews } from './public-helpers'

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso))

test.describe('news list', () => {
  test('9 per page, newest first, with Prev/Next and numbers', async ({ page, request }) => {
    const all = await listNews(request)
    const newest = [...all].sort((a, b) => b.dibuatPada.localeCompare(a.dibuatPada))
    await page.goto('/news')
    const list = page.getByRole('main').getByRole('list').first()
    const titles = list.getByRole('article').getByRole('heading')
    await expect(titles).toHaveText(newest.slice(0, 9).map((n) => n.judul))
    const pager = page.getByRole('navigation', { name: 'Halaman' })
    await expect(pager.getByText('Prev', { exact: true })).toHaveAttribute('aria-disabled', 'true')
    await pager.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL('/news?page=2')
    await expect(titles).toHaveText(newest.slice(9, 18).map((n) => n.judul))
    await pager.getByRole('link', { name: 'Prev' }).click()
    await expect(page).toHaveURL('/news')
    await pager.getByRole('link', { name: 'Halaman 2' }).click()
    await expect(page).toHaveURL('/news?page=2')
  })

  test('search and category apply together, and reset the page', async ({ page, request }) => {
    const all = await listNews(request)
    await page.goto('/news?page=2')
    const select = page.getByRole('combobox', { name: 'Kategori' })
    const categories = [...new Set(all.map((n) => n.kategori))].sort((a, b) =>
      a.localeCompare(b, 'id'),
    )
    await expect(select.getByRole('option')).toHaveText(['Semua', ...categories])

    const search = page.getByRole('searchbox', { name: 'Cari news' })
    await expect(search).toHaveAttribute('placeholder', 'Cari News...')
    await search.fill('jadwal')
    await expect(page).toHaveURL('/news?q=jadwal')
    const titles = page
      .getByRole('main')
      .getByRole('list')
      .first()
      .getByRole('article')
      .getByRole('heading')
    const jadwal = all.filter((n) => n.judul.toLowerCase().includes('jadwal'))
    await expect(titles).toHaveCount(jadwal.length)

    await select.selectOption('Tabungan')
    await expect(page).toHaveURL('/news?q=jadwal&kategori=Tabungan')
    const both = jadwal.filter((n) => n.kategori === 'Tabungan')
    if (both.length === 0)
      await expect(page.getByText('News tidak ditemukan.', { exact: true })).toBeVisible()
    else await expect(titles).toHaveCount(both.length)

    await search.fill('')
    await expect(page).toHaveURL('/news?kategori=Tabungan')
    await expect(titles).toHaveText(
      all
        .filter((n) => n.kategori === 'Tabungan')
        .sort((a, b) => b.dibuatPada.localeCompare(a.dibuatPada))
        .map((n) => n.judul),
    )
    await select.selectOption('Semua')
    await expect(page).toHaveURL('/news')

    // A category picked while the search is still waiting to be sent keeps the search.
    await search.fill('jadwal')
    await select.selectOption('Tabungan')
    await expect(page).toHaveURL('/news?q=jadwal&kategori=Tabungan')
  })

  test("'News Lainnya' shows 3 random items, below the list on phones", async ({ page }) => {
    await page.goto('/news')
    const side = page.getByRole('complementary', { name: 'News Lainnya' })
    await expect(side.getByRole('link')).toHaveCount(3)
    const list = page.getByRole('main').getByRole('list').first()
    const [sideBox, listBox] = [await side.boundingBox(), await list.boundingBox()]
    if (isPhone(page)) expect(sideBox!.y).toBeGreaterThan(listBox!.y + listBox!.height - 1)
    else expect(sideBox!.x).toBeGreaterThan(listBox!.x + listBox!.width - 1)
  })
})

test.describe('news article', () => {
  test('shows breadcrumb, image, title, long date, both parts and the quote', async ({
    page,
    request,
  }) => {
    const news = (await listNews(request)).find((n) => n.kutipan && n.isisatu.includes('\n\n'))!
    await page.goto(`/news/${news.slug}`)
    await expect(page.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/news')
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
    ).toHaveText([/Beranda/, /News/, news.judul])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.judul)
    await expect(page.getByRole('article').getByRole('img', { name: news.judul })).toBeVisible()
    await expect(page.getByRole('article').locator('time')).toHaveText(longDate(news.dibuatPada))
    await expect(page.getByRole('article').locator('blockquote')).toHaveText(`“${news.kutipan}”`)
    // Paragraphs split on blank lines, part one before the quote and part two after it.
    const paragraphs = news.isisatu.split(/\n\s*\n/).map((p) => p.trim())
    for (const text of paragraphs) await expect(page.getByText(text, { exact: true })).toBeVisible()
    const order = await page.getByRole('article').evaluate((article, first) => {
      const quote = article.querySelector('blockquote')!
      const firstP = [...article.querySelectorAll('p')].find((p) => p.textContent === first)!
      return firstP.compareDocumentPosition(quote) & Node.DOCUMENT_POSITION_FOLLOWING
    }, paragraphs[0])
    expect(order).toBeTruthy()
    const side = page.getByRole('complementary', { name: 'News Lainnya' })
    await expect(side.getByRole('link')).toHaveCount(4)
    await expect(side.getByRole('link', { name: news.judul, exact: true })).toHaveCount(0)
  })

  test('an unknown article is a 404 saying so', async ({ page }) => {
    const response = await page.goto('/news/berita-yang-tidak-pernah-ada')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News tidak ditemukan.')
  })

  test('/news1 is a placeholder for the News page', async ({ page }) => {
    await page.goto('/news1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Halaman News sedang dipersiapkan',
    )
    await expect(page.getByRole('link', { name: 'Ke Halaman News' })).toHaveAttribute(
      'href',
      '/news',
    )
  })
})
