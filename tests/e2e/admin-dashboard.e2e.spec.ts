import {
  createLaporanViaApi,
  createNewsViaApi,
  createProdukViaApi,
  deleteViaApi,
  fixtureBuffer,
  getJson,
  type LaporanJson,
  loginViaApi,
  type NewsJson,
  type ProdukJson,
  unique,
} from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

test('dashboard: the three counts and at most 5 recent items, newest first, each opening its page @desktop-only', async ({
  page,
}) => {
  const run = unique()
  await loginViaApi(page)
  // Created in this order, so the product is the newest, then the news, then the report.
  const laporan = await createLaporanViaApi(page, {
    judul: `Dasbor Laporan ${run}`,
    tanggal: '2026-01-02',
    pdf: fixtureBuffer('sample.pdf'),
  })
  const news = await createNewsViaApi(page, { judul: `Dasbor News ${run}` })
  const produk = await createProdukViaApi(page, { judul: `Dasbor Produk ${run}` })

  try {
    await page.goto('/admin/dashboard')
    const [allLaporan, allNews, allProduk] = await Promise.all([
      getJson<LaporanJson[]>(page, '/api/laporan'),
      getJson<NewsJson[]>(page, '/api/news'),
      getJson<ProdukJson[]>(page, '/api/produk'),
    ])
    await expect(page.getByRole('region', { name: 'Total Laporan' })).toContainText(
      String(allLaporan.length),
    )
    await expect(page.getByRole('region', { name: 'Total News' })).toContainText(
      String(allNews.length),
    )
    await expect(page.getByRole('region', { name: 'Total Produk' })).toContainText(
      String(allProduk.length),
    )
    await expect(page.getByRole('heading', { name: 'Aktivitas Terbaru' })).toBeVisible()
    await expectNoAxeViolations(page)

    const items = page.getByRole('list', { name: 'Aktivitas Terbaru' }).getByRole('listitem')
    await expect(items).toHaveCount(5)
    await expect(items.nth(0)).toContainText(produk.judul)
    await expect(items.nth(0)).toContainText('Produk')
    await expect(items.nth(1)).toContainText(news.judul)
    await expect(items.nth(1)).toContainText('News')
    await expect(items.nth(2)).toContainText(laporan.judul)
    await expect(items.nth(2)).toContainText('Laporan')

    // The other two come from the 3 newest of each type and are not newer than the third.
    const candidates = [
      ...[...allLaporan].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3),
      ...[...allNews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3),
      ...[...allProduk].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3),
    ]
      .filter((item) => ![laporan.judul, news.judul, produk.judul].includes(item.judul))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    const rest = [await items.nth(3).innerText(), await items.nth(4).innerText()]
    for (const text of rest) {
      expect(candidates.slice(0, 3).some((item) => text.includes(item.judul))).toBe(true)
    }

    // Thumbnails: the report's first page, the news picture, the default image for a product without one.
    await expect(items.nth(2).locator('img')).toHaveAttribute('src', laporan.pratinjau!.thumb!)
    await expect(items.nth(1).locator('img')).toHaveAttribute('src', /news/)
    await expect(items.nth(0).locator('img')).toHaveAttribute('src', /logo-mark/)

    // A report opens its PDF in a new tab; news and products open their admin pages.
    const reportLink = items.nth(2).getByRole('link')
    await expect(reportLink).toHaveAttribute('href', laporan.fileUrl!)
    await expect(reportLink).toHaveAttribute('target', '_blank')
    await items.nth(1).getByRole('link').click()
    await page.waitForURL(`**/admin/news/detail/${news.slug}`)
    await expect(page.getByRole('heading', { name: news.judul })).toBeVisible()
    await page.goBack()
    await items.nth(0).getByRole('link').click()
    await page.waitForURL(`**/admin/produk/detail/${produk._id}`)
    await expect(page.getByRole('heading', { name: produk.judul })).toBeVisible()
  } finally {
    await deleteViaApi(page, `/api/laporan/${laporan._id}`)
    await deleteViaApi(page, `/api/news/${news._id}`)
    await deleteViaApi(page, `/api/produk/${produk._id}`)
  }

  // The counts follow the deletions.
  await page.goto('/admin/dashboard')
  const produkCount = (await getJson<ProdukJson[]>(page, '/api/produk')).length
  await expect(page.getByRole('region', { name: 'Total Produk' })).toContainText(
    String(produkCount),
  )
  await expect(page.getByRole('list', { name: 'Aktivitas Terbaru' })).not.toContainText(
    produk.judul,
  )
})
