import { expect, test } from './fixtures'
import { listLaporan } from './public-helpers'

const SECTIONS = [
  ['Laporan Transparansi Tata Kelola', 'Transparansi'],
  ['Laporan Publikasi', 'Publikasi'],
  ['Laporan Tahunan', 'Tahunan'],
] as const

test('laporan-publikasi: three shelves of PDF cards, newest tanggal first, opening in a new tab', async ({
  page,
  request,
}) => {
  const all = await listLaporan(request)
  await page.goto('/laporan-publikasi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laporan Publikasi')
  for (const [title, jenis] of SECTIONS) {
    const expected = all
      .filter((l) => l.jenis === jenis)
      .sort((a, b) => b.tanggal.localeCompare(a.tanggal))
    const shelf = page.getByRole('region', { name: title, exact: true })
    await expect(shelf.getByRole('heading', { level: 3 })).toHaveText(expected.map((l) => l.judul))
    const links = shelf.getByRole('link', { name: /^Lihat File PDF/ })
    await expect(links).toHaveCount(expected.length)
    for (const [i, laporan] of expected.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', laporan.fileUrl ?? '#')
      await expect(links.nth(i)).toHaveAttribute('target', '_blank')
      await expect(links.nth(i)).toHaveAttribute('rel', /noopener/)
    }
    // The demo reports all render: each card shows its own first page, with pages and size.
    const previews = shelf.getByTestId('laporan-preview')
    await expect(previews).toHaveCount(expected.length)
    await expect(shelf.locator('img[src="/images/laporan-thumb.webp"]')).toHaveCount(0)
    const infos = shelf.getByTestId('laporan-file-info')
    for (const [i, laporan] of expected.entries()) {
      expect(laporan.halaman).toBeGreaterThan(0)
      await expect(previews.nth(i)).toHaveAttribute('alt', `Halaman pertama ${laporan.judul}`)
      await expect(previews.nth(i)).toHaveAttribute('srcset', / 320w, .* 640w$/)
      await expect(infos.nth(i)).toHaveText(new RegExp(`^PDF · ${laporan.halaman} halaman · `))
    }
    await previews.first().scrollIntoViewIfNeeded()
    // The browser picked one of the previews from the srcset and decoded it.
    await expect
      .poll(() =>
        previews
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.currentSrc),
      )
      .toMatch(/-(320|640)x\d+\.webp$/)
    const scroll = await shelf.getByRole('list').evaluate((el) => getComputedStyle(el).overflowX)
    expect(scroll).toBe('auto')
  }
  const [pdf] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('link', { name: /^Lihat File PDF/ })
      .first()
      .click(),
  ])
  await expect(pdf).toHaveURL(/\.pdf$/)
  await pdf.close()
})

test('each shelf links to its own paged archive of that jenis, newest first', async ({
  page,
  request,
}) => {
  const all = await listLaporan(request)
  await page.goto('/laporan-publikasi')
  const shelf = page.getByRole('region', { name: 'Laporan Tahunan', exact: true })
  await shelf.getByRole('link', { name: /^Semua Laporan Tahunan/ }).click()
  await expect(page).toHaveURL(/\/laporan-publikasi\/tahunan$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laporan Tahunan')
  const expected = all
    .filter((l) => l.jenis === 'Tahunan')
    .sort((a, b) => b.tanggal.localeCompare(a.tanggal))
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(expected.map((l) => l.judul))
  await expect(page.getByRole('status')).toHaveText(`${expected.length} laporan`)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Laporan Publikasi',
  )
  // Only the three jenis have an archive; anything else is the site's 404.
  expect((await request.get('/laporan-publikasi/bulanan')).status()).toBe(404)
})

test('color-guide renders every colour token of globals.css', async ({ page }) => {
  await page.goto('/color-guide')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panduan Warna')
  for (const token of [
    'brand-700',
    'gold-400',
    'ink',
    'muted',
    'line',
    'surface-alt',
    'danger',
    'success',
    'info',
  ]) {
    await expect(page.getByText(`--color-${token}`, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('#0b6344')).toBeVisible()
})
