import { expect, test } from './fixtures'
import { listProduk } from './public-helpers'

test.describe('products and services', () => {
  test('lists 12 per page with numbered pages, and the URL keeps the page', async ({
    page,
    request,
  }) => {
    const all = await listProduk(request)
    expect(all.length).toBeGreaterThan(12)
    await page.goto('/produk-layanan')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produk dan Layanan')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(12)
    const pages = page.getByRole('navigation', { name: 'Halaman' })
    await expect(pages.getByRole('link')).toHaveCount(Math.ceil(all.length / 12))
    await expect(pages.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await pages.getByRole('link', { name: 'Halaman 2' }).click()
    await expect(page).toHaveURL('/produk-layanan?page=2')
    await expect(cards).toHaveCount(Math.min(12, all.length - 12))
    await expect(pages.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Each card: image, title linking to the product, subtitle.
    const first = cards.first()
    await expect(first.locator('img')).toHaveCount(1)
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/produk\//,
    )
  })

  test('search filters by title, case-insensitive, and goes back to page 1', async ({
    page,
    request,
  }) => {
    const all = await listProduk(request)
    const expected = (q: string) =>
      all.filter((p) => p.judul.toLowerCase().includes(q.toLowerCase())).map((p) => p.judul)
    await page.goto('/produk-layanan?page=2')
    const search = page.getByRole('searchbox', { name: 'Cari produk atau layanan' })
    await expect(search).toHaveAttribute('placeholder', 'Cari Produk atau Layanan...')
    await search.fill('TABUNGAN')
    await expect(page).toHaveURL('/produk-layanan?q=TABUNGAN')
    const titles = page.getByRole('main').getByRole('article').getByRole('heading')
    await expect(titles).toHaveText(expected('tabungan'))
    expect(expected('tabungan').length).toBeGreaterThan(1)
    // A single page of results shows no page buttons.
    await expect(page.getByRole('navigation', { name: 'Halaman' })).toHaveCount(0)

    await search.fill('mudhar')
    await expect(page).toHaveURL('/produk-layanan?q=mudhar')
    await expect(titles).toHaveText(expected('mudhar'))
  })

  test('a search with no match says so', async ({ page }) => {
    await page.goto('/produk-layanan')
    await page.getByRole('searchbox', { name: 'Cari produk atau layanan' }).fill('kripto')
    await expect(page.getByText('Produk tidak ditemukan.', { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
  })

  test('the search works from a shared URL, server-rendered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const base = test.info().project.use.baseURL
    await page.goto(`${base}/produk-layanan?q=a&page=2`)
    await expect(page.getByRole('main').getByRole('article')).not.toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await context.close()
  })

  test('a failed read shows the red error message', async ({ page }) => {
    await page.goto('/produk-layanan?fault=produk')
    const alert = page.getByRole('alert').filter({ hasText: 'Gagal memuat data produk.' })
    await expect(alert).toBeVisible()
    const colour = await alert.evaluate((el) => getComputedStyle(el).color)
    expect(colour).toBe('rgb(180, 35, 24)')
  })
})

test.describe('product detail', () => {
  test('shows back button, breadcrumb, title, subtitle, overview and advantages', async ({
    page,
    request,
  }) => {
    const produk = (await listProduk(request)).find((p) => p.keunggulan.length > 0)!
    await page.goto(`/produk/${produk.slug}`)
    await expect(page.getByRole('link', { name: 'Kembali' })).toHaveAttribute(
      'href',
      '/produk-layanan',
    )
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    await expect(crumbs).toHaveText([/Beranda/, /Produk dan Layanan/, produk.judul])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(produk.judul)
    await expect(page.getByText(produk.subJudul, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Gambaran Umum' })).toBeVisible()
    const advantages = page.getByRole('region', { name: 'Keunggulan' }).getByRole('listitem')
    await expect(advantages).toHaveText(produk.keunggulan.map((k) => k.label))
  })

  test('hides Keunggulan when the product has none', async ({ page, request }) => {
    const produk = (await listProduk(request)).find((p) => p.keunggulan.length === 0)
    expect(produk, 'the seed has a product without advantages').toBeTruthy()
    await page.goto(`/produk/${produk!.slug}`)
    await expect(page.getByRole('heading', { name: 'Gambaran Umum' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Keunggulan' })).toHaveCount(0)
  })

  test('an unknown product is a 404 saying so', async ({ page }) => {
    const response = await page.goto('/produk/tidak-ada-produk-ini')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produk tidak ditemukan.')
    await expect(page.getByRole('banner')).toBeVisible()
  })
})
