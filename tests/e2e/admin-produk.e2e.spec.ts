import { excerpt, formatTanggal } from '../../src/lib/format'
import { fakeProdukSizeKb } from '../../src/modules/produk/produk.rules'
import {
  bodyRows,
  columnTexts,
  createProdukViaApi,
  deleteViaApi,
  fixture,
  formAlert,
  getJson,
  loginViaApi,
  openAdmin,
  type ProdukJson,
  publicPage,
  rowAction,
  titleTexts,
  unique,
} from './admin-helpers'
import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const MB = 1024 * 1024

/** The icon radios are visually hidden behind their pictures, so they are checked directly. */
const pickIcon = (page: Page, n: number, name: string) =>
  page
    .getByRole('group', { name: new RegExp(`^Ikon keunggulan ${n}`) })
    .getByLabel(name)
    .check({ force: true })

test.describe('admin products', () => {
  const run = unique()
  const created: string[] = []

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage()
    await loginViaApi(page)
    for (const id of created) await deleteViaApi(page, `/api/produk/${id}`)
    await page.close()
  })

  test('the list: columns, faked size, 10 a page, search and empty state @desktop-only', async ({
    page,
  }) => {
    await loginViaApi(page)
    const bare = await createProdukViaApi(page, { judul: `Produk Tanpa Keunggulan ${run}` })
    created.push(bare._id)
    await page.goto('/admin/produk')
    const all = await getJson<ProdukJson[]>(page, '/api/produk')
    expect(all.length).toBeGreaterThan(10)

    await expect(page.locator('table thead th')).toHaveText([
      'No',
      'Thumbnail',
      /Judul Produk dan Layanan/,
      /Dibuat Pada/,
      'Deskripsi',
      /Ukuran File/,
      // A public type's records say their state (issue 29).
      'Status',
      'Aksi',
    ])
    // The default order (newest created first) is the Dibuat Pada column, descending.
    await expect(page.locator('th', { hasText: 'Dibuat Pada' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expectNoAxeViolations(page)

    const newest = [...all].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    await expect.poll(() => titleTexts(page)).toEqual(newest.slice(0, 10).map((p) => p.judul))
    await expect
      .poll(() => columnTexts(page, 5))
      .toEqual(newest.slice(0, 10).map((p) => excerpt(p.deskripsi)))
    await expect
      .poll(() => columnTexts(page, 6))
      .toEqual(newest.slice(0, 10).map((p) => `${fakeProdukSizeKb(p.keunggulan.length)} KB`))
    // 120 KB per advantage; a product with none counts as one.
    const withFour = all.find((p) => p.keunggulan.length === 4)!
    expect(fakeProdukSizeKb(withFour.keunggulan.length)).toBe(480)
    await expect(bodyRows(page).filter({ hasText: bare.judul })).toContainText('120 KB')
    await expect(bodyRows(page).first()).toContainText(formatTanggal(newest[0].createdAt))

    const nav = page.getByRole('navigation', { name: 'Paginasi' })
    await expect(nav).toContainText(`Menampilkan 1 - 10 dari ${all.length} data`)
    await nav.getByRole('button', { name: 'Selanjutnya' }).click()
    await expect(nav).toContainText(
      `Menampilkan 11 - ${Math.min(20, all.length)} dari ${all.length} data`,
    )

    // Search; with one page the pagination is hidden.
    await page.getByPlaceholder('Cari judul produk...').fill('tabungan')
    const tabungan = all.filter((p) => p.judul.toLowerCase().includes('tabungan'))
    await expect(bodyRows(page)).toHaveCount(tabungan.length)
    await expect(nav).toBeHidden()
    await page.getByPlaceholder('Cari judul produk...').fill(`tidak ada ${run}`)
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page)).toHaveText('Tidak Ada Data Ditemukan')
    await expectNoAxeViolations(page)
  })

  test("sorting by title both ways, with each row's thumbnail shown @desktop-only", async ({
    page,
  }) => {
    await openAdmin(page, '/admin/produk')
    const all = await getJson<ProdukJson[]>(page, '/api/produk')
    const titles = all
      .map((item) => item.judul)
      .sort((a, b) => a.localeCompare(b, 'id', { numeric: true, sensitivity: 'base' }))
    const titleHeader = page.locator('th', { hasText: 'Judul Produk dan Layanan' })

    await page.getByRole('button', { name: /^Judul Produk dan Layanan/ }).click()
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(page.locator('th', { hasText: 'Dibuat Pada' })).not.toHaveAttribute(
      'aria-sort',
      /.+/,
    )
    await expect.poll(() => titleTexts(page)).toEqual(titles.slice(0, 10))
    await page.getByRole('button', { name: /^Judul Produk dan Layanan/ }).click()
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => titleTexts(page)).toEqual([...titles].reverse().slice(0, 10))

    // The thumbnail column shows real images, not just a header.
    const thumbnail = page.locator('table tbody tr td:nth-child(2) img').first()
    await expect(thumbnail).toHaveJSProperty('complete', true)
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test('sorting by creation date and by the faked size; one clears the other @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/produk')
    const all = await getJson<ProdukJson[]>(page, '/api/produk')
    const dateHeader = page.locator('th', { hasText: 'Dibuat Pada' })
    const sizeHeader = page.locator('th', { hasText: 'Ukuran File' })

    await page.getByRole('button', { name: /^Ukuran File/ }).click()
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending')
    const sizes = all.map((p) => fakeProdukSizeKb(p.keunggulan.length)).sort((a, b) => a - b)
    await expect
      .poll(() => columnTexts(page, 6))
      .toEqual(sizes.slice(0, 10).map((kb) => `${kb} KB`))
    await page.getByRole('button', { name: /^Ukuran File/ }).click()
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'descending')
    await expect
      .poll(() => columnTexts(page, 6))
      .toEqual(
        [...sizes]
          .reverse()
          .slice(0, 10)
          .map((kb) => `${kb} KB`),
      )

    await page.getByRole('button', { name: /^Dibuat Pada/ }).click()
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(sizeHeader).not.toHaveAttribute('aria-sort', /.+/)
    const oldest = [...all].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    await expect
      .poll(() => columnTexts(page, 4))
      .toEqual(oldest.slice(0, 10).map((p) => formatTanggal(p.createdAt)))
  })

  test('adding: validation, thumbnail rules, advantages, confirmation; the public page shows it @desktop-only', async ({
    page,
  }) => {
    const judul = `Pembiayaan Uji ${run}`
    await openAdmin(page, '/admin/produk')
    await page.getByRole('link', { name: 'Tambah Produk' }).click()
    await page.waitForURL('**/admin/produk/tambah')
    await expect(page.getByText('landscape 16:9')).toBeVisible()
    await expectNoAxeViolations(page)

    const save = page.getByRole('button', { name: 'Simpan Produk' })
    await save.click()
    await expect(formAlert(page)).toHaveText('Judul, sub judul, dan deskripsi wajib diisi.')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByLabel('Judul', { exact: true }).fill(judul)
    await page.getByLabel('Sub Judul').fill('Pembiayaan uji untuk pengujian otomatis')
    await page.getByLabel('Deskripsi').fill('Paragraf pertama.\n\nParagraf kedua produk uji.')

    // Thumbnail: PNG or JPEG, at most 1MB; SPEC 5 has one alert for both rules.
    const dialog = page.getByRole('alertdialog')
    for (const file of [
      fixture('sample.gif'),
      fixture('sample.webp'),
      { name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(MB + 1) },
    ]) {
      await page.getByLabel('Thumbnail').setInputFiles(file)
      await expect(dialog).toContainText('Ukuran maksimal 1MB untuk thumbnail.')
      await dialog.getByRole('button', { name: 'OK' }).click()
      await expect(formAlert(page)).toHaveText('Ukuran maksimal 1MB untuk thumbnail.')
      // The refused file is gone: no name, no preview.
      await expect(page.getByText('File dipilih:')).toHaveCount(0)
      await expect(page.getByRole('img', { name: 'Pratinjau thumbnail yang dipilih' })).toHaveCount(
        0,
      )
    }
    await page.getByLabel('Thumbnail').setInputFiles(fixture('sample.png'))
    await expect(formAlert(page)).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'Pratinjau thumbnail yang dipilih' })).toBeVisible()

    // Advantages: a new one only when the last is complete; at most six.
    const add = page.getByRole('button', { name: 'Tambah Keunggulan' })
    await add.click()
    await add.click()
    await expect(
      page.getByText('Harap isi form keunggulan sebelumnya terlebih dahulu.'),
    ).toBeVisible()
    // Every icon shows its name.
    const firstIcons = page.getByRole('group', { name: /^Ikon keunggulan 1/ })
    for (const name of ['Pesawat', 'Sapi', 'Jabat tangan', 'Mobil listrik']) {
      await expect(firstIcons.getByText(name, { exact: true })).toBeVisible()
    }
    await pickIcon(page, 1, 'Sapi')
    await add.click()
    await expect(
      page.getByText('Harap isi form keunggulan sebelumnya terlebih dahulu.'),
    ).toBeVisible()
    await page.getByLabel('Label keunggulan 1').fill('Hewan sehat bersertifikat')
    // The message goes as soon as the row it is about is complete.
    await expect(
      page.getByText('Harap isi form keunggulan sebelumnya terlebih dahulu.'),
    ).toBeHidden()
    await add.click()
    const icons = ['Bank', 'Statistik', 'Jabat tangan', 'Pesawat', 'Umrah']
    for (const [i, icon] of icons.entries()) {
      const n = i + 2
      await pickIcon(page, n, icon)
      await page.getByLabel(`Label keunggulan ${n}`).fill(`Keunggulan nomor ${n}`)
      if (n < 6) await add.click()
    }
    await expect(add).toBeDisabled()
    await expect(page.getByText('Maksimal 6 keunggulan.')).toBeVisible()
    // Remove the last one again.
    await page.getByRole('button', { name: 'Hapus keunggulan 6' }).click()
    await expect(page.getByLabel('Label keunggulan 6')).toHaveCount(0)
    await expectNoAxeViolations(page)

    // The confirmation; Batal saves nothing.
    await save.click()
    await expect(dialog).toContainText(
      'Apakah Anda yakin ingin menambahkan Produk dan Layanan baru?',
    )
    await dialog.getByRole('button', { name: 'Batal' }).click()
    await expect(page).toHaveURL(/\/tambah$/)
    await save.click()
    await dialog.getByRole('button', { name: 'Ya, Simpan' }).click()
    await expect(page.getByText('Produk berhasil ditambahkan!')).toBeVisible()
    await page.waitForURL('**/admin/produk')
    await expect(bodyRows(page).first()).toContainText(judul)
    await expect(bodyRows(page).first()).toContainText('600 KB')

    const saved = (await getJson<ProdukJson[]>(page, '/api/produk')).find((p) => p.judul === judul)!
    created.push(saved._id)
    expect(saved.keunggulan.map((k) => k.ikon)).toEqual([
      'cow',
      'bank',
      'stats',
      'handshake',
      'airplane',
    ])
    expect(saved.keunggulan[0].label).toBe('Hewan sehat bersertifikat')

    const detail = await publicPage(page, `/produk/${saved.slug}`)
    expect(detail.status).toBe(200)
    expect(detail.text).toContain(judul)
    expect(detail.text).toContain('Hewan sehat bersertifikat')
  })

  test("the /cms panel offers what may be uploaded: a product's PNG or JPEG, a report's PDF @desktop-only", async ({
    page,
  }) => {
    await loginViaApi(page)
    for (const [collection, accept] of [
      ['produk', 'image/png, image/jpeg'],
      ['laporan', 'application/pdf'],
    ]) {
      await page.goto(`/cms/collections/${collection}/create`)
      await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', accept)
    }
  })

  test('a failed add says Gagal menambahkan produk @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin/produk/tambah')
    await page.route('**/api/produk', (route) =>
      route.fulfill({ status: 500, json: { error: 'x' } }),
    )
    await page.getByLabel('Judul', { exact: true }).fill('Gagal')
    await page.getByLabel('Sub Judul').fill('Gagal')
    await page.getByLabel('Deskripsi').fill('Gagal')
    await page.getByRole('button', { name: 'Simpan Produk' }).click()
    await page.getByRole('button', { name: 'Ya, Simpan' }).click()
    await expect(page.getByText('Gagal menambahkan produk')).toBeVisible()
    await expect(page).toHaveURL(/\/tambah$/)
  })

  test('detail, then editing with the confirmation; unknown ids say Produk tidak ditemukan. @desktop-only', async ({
    page,
  }) => {
    await loginViaApi(page)
    const produk = await createProdukViaApi(page, {
      judul: `Produk Uji Edit ${run}`,
      keunggulan: [
        { icon: 'bank', label: 'Aman' },
        { icon: 'profits', label: 'Menguntungkan' },
      ],
    })
    created.push(produk._id)
    await page.goto('/admin/produk')
    await page.getByPlaceholder('Cari judul produk...').fill(produk.judul)
    await rowAction(page, produk.judul, 'Detail')
    await page.waitForURL(`**/admin/produk/detail/${produk._id}`)
    await expect(page.getByRole('heading', { level: 1, name: produk.judul })).toBeVisible()
    await expect(page.getByText(produk.subJudul).first()).toBeVisible()
    await expect(page.getByText(produk.slug)).toBeVisible()
    await expect(page.getByText(produk.deskripsi)).toBeVisible()
    await expect(page.getByRole('img', { name: `Thumbnail ${produk.judul}` })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Menguntungkan' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Kembali' })).toHaveAttribute(
      'href',
      '/admin/produk',
    )
    const onSite = page.getByRole('link', { name: /^Lihat di situs/ })
    await expect(onSite).toHaveAttribute('href', `/produk/${produk.slug}`)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Edit Produk' }).click()
    await page.waitForURL(`**/admin/produk/edit/${produk._id}`)
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(produk.judul)
    await expect(page.getByLabel('Label keunggulan 2')).toHaveValue('Menguntungkan')
    await expect(
      page.getByRole('group', { name: /^Ikon keunggulan 1/ }).getByLabel('Bank'),
    ).toBeChecked()
    await expect(onSite).toHaveAttribute('href', `/produk/${produk.slug}`)
    await expectNoAxeViolations(page)

    await page.getByLabel('Sub Judul').fill('Sub judul yang sudah diubah')
    await page.getByRole('button', { name: 'Hapus keunggulan 2' }).click()
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(
      'Apakah Anda yakin ingin mengubah data Produk dan Layanan ini?',
    )
    await dialog.getByRole('button', { name: 'Ya, Simpan' }).click()
    await expect(page.getByText('Produk berhasil diperbarui!')).toBeVisible()
    await page.waitForURL('**/admin/produk')
    const saved = await getJson<ProdukJson>(page, `/api/produk/${produk._id}`)
    expect(saved.subJudul).toBe('Sub judul yang sudah diubah')
    expect(saved.keunggulan).toHaveLength(1)
    const detail = await publicPage(page, `/produk/${saved.slug}`)
    expect(detail.text).toContain('Sub judul yang sudah diubah')
    expect(detail.text).not.toContain('Menguntungkan')

    await page.goto('/admin/produk/edit/999999')
    await expect(page.getByText('Produk tidak ditemukan.')).toBeVisible()
    await page.goto('/admin/produk/detail/999999')
    await expect(page.getByText('Produk tidak ditemukan.')).toBeVisible()
  })

  test('deleting asks first, then says Produk berhasil dihapus! and reloads the list @desktop-only', async ({
    page,
  }) => {
    await loginViaApi(page)
    const produk = await createProdukViaApi(page, { judul: `Produk Uji Hapus ${run}` })
    created.push(produk._id)
    await page.goto('/admin/produk')
    await page.getByPlaceholder('Cari judul produk...').fill(produk.judul)
    await rowAction(page, produk.judul, 'Hapus')
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Apakah Anda yakin ingin menghapus Produk dan Layanan ini?')
    await dialog.getByRole('button', { name: 'Batal' }).click()
    await expect(bodyRows(page)).toContainText(produk.judul)

    await rowAction(page, produk.judul, 'Hapus')
    await dialog.getByRole('button', { name: 'Hapus' }).click()
    await expect(page.getByText('Produk berhasil dihapus!')).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page)).toHaveText('Tidak Ada Data Ditemukan')
    expect((await page.request.get(`/api/produk/${produk._id}`)).status()).toBe(404)
    const detail = await publicPage(page, `/produk/${produk.slug}`)
    expect(detail.status).toBe(404)
    expect(detail.text).toContain('Produk tidak ditemukan.')
  })
})
