import { excerpt, formatKilobytes, formatTanggal } from '../../src/lib/format'
import {
  bodyRows,
  columnTexts,
  createNewsViaApi,
  deleteViaApi,
  fixture,
  formAlert,
  getJson,
  loginViaApi,
  type NewsJson,
  openAdmin,
  publicPage,
  rowAction,
  titleTexts,
  unique,
} from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

const MB = 1024 * 1024
const byDateDesc = (a: NewsJson, b: NewsJson) => Date.parse(b.dibuatPada) - Date.parse(a.dibuatPada)

test.describe('admin news', () => {
  const run = unique()
  const created: string[] = []

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage()
    await loginViaApi(page)
    for (const id of created) await deleteViaApi(page, `/api/news/${id}`)
    await page.close()
  })

  test('the table: columns, newest first, category filter, search, pages @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/news')
    const all = await getJson<NewsJson[]>(page, '/api/news')
    expect(all.length).toBeGreaterThan(10)

    await expect(page.locator('table thead th')).toHaveText([
      'No',
      'Thumbnail',
      /Judul/,
      'Kategori',
      'Isi',
      /Dibuat Pada/,
      /Ukuran File/,
      // A public type's records say their state (issue 29).
      'Status',
      'Aksi',
    ])
    await expect(page.locator('th', { hasText: 'Dibuat Pada' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expectNoAxeViolations(page)

    const newest = [...all].sort(byDateDesc)
    await expect
      .poll(() => columnTexts(page, 6))
      .toEqual(newest.slice(0, 10).map((n) => formatTanggal(n.dibuatPada)))
    const first = newest[0]
    const row = bodyRows(page).first()
    await expect(row).toContainText(first.kategori)
    await expect(row).toContainText(excerpt(first.isisatu))
    expect(excerpt(first.isisatu)).toMatch(/^.{50}\.\.\.$/)
    await expect(row).toContainText(formatKilobytes(first.thumbnail.size))
    expect(formatKilobytes(first.thumbnail.size)).toMatch(/^\d+,\d{2} KB$/)
    // Each row shows its thumbnail (a rendition of the uploaded image).
    await expect(row.locator('td').nth(1).locator('img')).toHaveAttribute(
      'src',
      /\/cms-api\/news\/file\//,
    )

    const nav = page.getByRole('navigation', { name: 'Paginasi' })
    await expect(nav).toContainText(`Menampilkan 1 - 10 dari ${all.length} data`)
    await nav.getByRole('button', { name: 'Selanjutnya' }).click()
    await expect(nav).toContainText(
      `Menampilkan 11 - ${Math.min(20, all.length)} dari ${all.length} data`,
    )
    await expect(nav.getByRole('button', { name: 'Selanjutnya' })).toBeDisabled()

    // The category filter ('Semua Kategori' by default) and the search apply together.
    const filter = page.getByLabel('Filter kategori')
    await expect(filter).toHaveValue('')
    await expect(filter.locator('option').first()).toHaveText('Semua Kategori')
    await filter.selectOption('Pengumuman')
    const pengumuman = all.filter((n) => n.kategori === 'Pengumuman')
    await expect(bodyRows(page)).toHaveCount(pengumuman.length)
    // One page or fewer: no pagination.
    await expect(nav).toBeHidden()
    const word = pengumuman[0].judul.split(' ')[1]
    await page.getByPlaceholder('Cari judul News...').fill(word.toUpperCase())
    const both = pengumuman.filter((n) => n.judul.toLowerCase().includes(word.toLowerCase()))
    await expect
      .poll(() => titleTexts(page))
      .toEqual([...both].sort(byDateDesc).map((n) => n.judul))
    await page.getByPlaceholder('Cari judul News...').fill(`tidak ada ${run}`)
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page)).toHaveText('Tidak ada data ditemukan')
  })

  test("sorting by title both ways, with each row's thumbnail shown @desktop-only", async ({
    page,
  }) => {
    await openAdmin(page, '/admin/news')
    const all = await getJson<NewsJson[]>(page, '/api/news')
    const titles = all
      .map((item) => item.judul)
      .sort((a, b) => a.localeCompare(b, 'id', { numeric: true, sensitivity: 'base' }))
    const titleHeader = page.locator('th', { hasText: 'Judul' })

    await page.getByRole('button', { name: /^Judul/ }).click()
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(page.locator('th', { hasText: 'Dibuat Pada' })).not.toHaveAttribute(
      'aria-sort',
      /.+/,
    )
    await expect.poll(() => titleTexts(page)).toEqual(titles.slice(0, 10))
    await page.getByRole('button', { name: /^Judul/ }).click()
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => titleTexts(page)).toEqual([...titles].reverse().slice(0, 10))

    // The thumbnail column shows real images, not just a header.
    const thumbnail = page.locator('table tbody tr td:nth-child(2) img').first()
    await expect(thumbnail).toHaveJSProperty('complete', true)
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test('sorting: date toggles, size sorts, choosing one resets the other @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/news')
    const all = await getJson<NewsJson[]>(page, '/api/news')
    const dateHeader = page.locator('th', { hasText: 'Dibuat Pada' })
    const sizeHeader = page.locator('th', { hasText: 'Ukuran File' })

    await page.getByRole('button', { name: /^Dibuat Pada/ }).click()
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending')
    const oldest = [...all].sort(byDateDesc).reverse()
    await expect
      .poll(() => columnTexts(page, 6))
      .toEqual(oldest.slice(0, 10).map((n) => formatTanggal(n.dibuatPada)))

    await page.getByRole('button', { name: /^Ukuran File/ }).click()
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(dateHeader).not.toHaveAttribute('aria-sort', /.+/)
    const bySize = all.map((n) => n.thumbnail.size).sort((a, b) => a - b)
    await expect.poll(() => columnTexts(page, 7)).toEqual(bySize.slice(0, 10).map(formatKilobytes))
    await page.getByRole('button', { name: /^Ukuran File/ }).click()
    await expect
      .poll(() => columnTexts(page, 7))
      .toEqual([...bySize].reverse().slice(0, 10).map(formatKilobytes))

    // Back to the date: newest first again.
    await page.getByRole('button', { name: /^Dibuat Pada/ }).click()
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(sizeHeader).not.toHaveAttribute('aria-sort', /.+/)
  })

  test('adding: each validation message, then a WebP thumbnail; the article is public @desktop-only', async ({
    page,
  }) => {
    const judul = `Berita Uji Tambah ${run}`
    await openAdmin(page, '/admin/news')
    await page.getByRole('link', { name: 'Tambah News' }).click()
    await page.waitForURL('**/admin/news/tambah')
    await expectNoAxeViolations(page)

    const save = page.getByRole('button', { name: 'Simpan News' })
    await save.click()
    await expect(formAlert(page)).toHaveText('Semua field wajib diisi, termasuk gambar thumbnail.')
    await expectNoAxeViolations(page)

    await page.getByLabel('Judul', { exact: true }).fill(judul)
    await page.getByLabel('Kategori').selectOption('Investasi')
    await page.getByLabel('Dibuat Pada').fill('2026-03-21')
    await page
      .getByLabel('Isi Bagian Pertama')
      .fill('Paragraf satu.\n\nParagraf dua bagian pertama.')
    await page.getByLabel('Isi Bagian Kedua').fill('Bagian kedua berita uji.')
    // kutipan stays empty: it is optional. The thumbnail is still missing.
    await save.click()
    await expect(formAlert(page)).toHaveText('Semua field wajib diisi, termasuk gambar thumbnail.')

    // A refused file leaves no name and no preview behind.
    const preview = page.getByRole('img', { name: 'Pratinjau thumbnail yang dipilih' })
    await page.getByLabel('Thumbnail').setInputFiles(fixture('sample.gif'))
    await expect(formAlert(page)).toHaveText('File harus berupa JPG, PNG, atau WebP.')
    await expect(page.getByText('File dipilih:')).toHaveCount(0)
    await expect(preview).toHaveCount(0)
    await page.getByLabel('Thumbnail').setInputFiles(fixture('sample.webp'))
    await expect(preview).toBeVisible()
    await page.getByLabel('Thumbnail').setInputFiles({
      name: 'besar.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(2 * MB + 1),
    })
    await expect(formAlert(page)).toHaveText('Ukuran gambar maksimal 2MB.')
    await expect(page.getByText('File dipilih:')).toHaveCount(0)
    await expect(preview).toHaveCount(0)
    await page.getByLabel('Thumbnail').setInputFiles(fixture('sample.webp'))
    await expect(formAlert(page)).toHaveCount(0)
    await expect(page.getByText('File dipilih: sample.webp (0,43 KB)')).toBeVisible()

    await save.click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Berita berhasil ditambahkan!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/news')
    await page.getByPlaceholder('Cari judul News...').fill(judul)
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page)).toContainText('21 Maret 2026')
    await expect(bodyRows(page)).toContainText('Investasi')

    const saved = (await getJson<NewsJson[]>(page, '/api/news')).find((n) => n.judul === judul)!
    created.push(saved._id)
    const article = await publicPage(page, `/news/${saved.slug}`)
    expect(article.status).toBe(200)
    expect(article.text).toContain(judul)
    expect(article.text).toContain('Bagian kedua berita uji.')
    expect(article.text).toContain('21 Maret 2026')
  })

  test('a failed add says Terjadi kesalahan saat menambahkan berita. @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/news/tambah')
    await page.route('**/api/news', (route) =>
      route.fulfill({ status: 400, json: { error: 'File harus berupa JPG, PNG, atau WebP.' } }),
    )
    await page.getByLabel('Judul', { exact: true }).fill('Gagal')
    await page.getByLabel('Kategori').selectOption('Emas')
    await page.getByLabel('Dibuat Pada').fill('2026-03-21')
    await page.getByLabel('Isi Bagian Pertama').fill('a')
    await page.getByLabel('Isi Bagian Kedua').fill('b')
    await page.getByLabel('Thumbnail').setInputFiles(fixture('sample.jpg'))
    await page.getByRole('button', { name: 'Simpan News' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Terjadi kesalahan saat menambahkan berita.')
    // The server's own reason is shown as well.
    await expect(dialog).toContainText('File harus berupa JPG, PNG, atau WebP.')
  })

  test('detail with Edit News, editing without a new thumbnail; unknown slugs go back to the list @desktop-only', async ({
    page,
  }) => {
    await loginViaApi(page)
    const news = await createNewsViaApi(page, { judul: `Berita Uji Edit ${run}`, kategori: 'Haji' })
    created.push(news._id)
    await page.goto('/admin/news')
    await page.getByPlaceholder('Cari judul News...').fill(news.judul)
    await rowAction(page, news.judul, 'Detail')
    await page.waitForURL(`**/admin/news/detail/${news.slug}`)
    await expect(page.getByRole('heading', { name: news.judul })).toBeVisible()
    await expect(page.getByText('Kutipan uji.')).toBeVisible()
    await expect(page.getByText('Isi bagian kedua berita uji.')).toBeVisible()
    await expect(page.getByText(formatTanggal(news.dibuatPada))).toBeVisible()
    const onSite = page.getByRole('link', { name: /^Lihat di situs/ })
    await expect(onSite).toHaveAttribute('href', `/news/${news.slug}`)
    await expect(onSite).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Edit News' }).click()
    await page.waitForURL(`**/admin/news/edit/${news.slug}`)
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(news.judul)
    await expect(page.getByLabel('Kategori')).toHaveValue('Haji')
    await expect(page.getByLabel('Dibuat Pada')).toHaveValue('2026-01-10')
    await expect(page.getByLabel('Kutipan')).toHaveValue('Kutipan uji.')
    await expect(onSite).toHaveAttribute('href', `/news/${news.slug}`)
    await expectNoAxeViolations(page)

    const judul = `Berita Uji Diubah ${run}`
    await page.getByLabel('Judul', { exact: true }).fill(judul)
    await page.getByLabel('Kategori').selectOption('Umroh')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Berita berhasil diperbarui!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/news')
    const saved = (await getJson<NewsJson[]>(page, '/api/news')).find((n) => n._id === news._id)!
    expect(saved.judul).toBe(judul)
    expect(saved.kategori).toBe('Umroh')
    expect(saved.thumbnail.size).toBe(news.thumbnail.size)
    const article = await publicPage(page, `/news/${saved.slug}`)
    expect(article.text).toContain(judul)

    await page.goto('/admin/news/detail/tidak-ada-berita-ini')
    await expect(page.getByText('News tidak ditemukan')).toBeVisible()
    await expect(page.getByText('Gagal memuat detail berita.')).toBeVisible()
    await page.waitForURL('**/admin/news')
    await page.goto('/admin/news/edit/tidak-ada-berita-ini')
    await expect(page.getByText('Gagal memuat berita.')).toBeVisible()
    await page.waitForURL('**/admin/news')
  })

  test('deleting asks first, then says Berita berhasil dihapus! and drops the row @desktop-only', async ({
    page,
  }) => {
    await loginViaApi(page)
    const news = await createNewsViaApi(page, { judul: `Berita Uji Hapus ${run}` })
    created.push(news._id)
    await page.goto('/admin/news')
    await page.getByPlaceholder('Cari judul News...').fill(news.judul)
    await rowAction(page, news.judul, 'Hapus')
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Yakin ingin menghapus berita ini?')
    await dialog.getByRole('button', { name: 'Batal' }).click()
    await expect(bodyRows(page)).toContainText(news.judul)

    await rowAction(page, news.judul, 'Hapus')
    await dialog.getByRole('button', { name: 'Hapus' }).click()
    await expect(dialog).toContainText('Berita berhasil dihapus!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page)).toHaveText('Tidak ada data ditemukan')
    expect((await page.request.get(`/api/news/${news.slug}`)).status()).toBe(404)
    const article = await publicPage(page, `/news/${news.slug}`)
    expect(article.status).toBe(404)
    expect(article.text).toContain('News tidak ditemukan.')
  })
})
