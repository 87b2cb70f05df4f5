import { formatFileSize, formatTanggal } from '../../src/lib/format'
import {
  bodyRows,
  columnTexts,
  createLaporanViaApi,
  deleteViaApi,
  fixture,
  formAlert,
  getJson,
  type LaporanJson,
  loginViaApi,
  openAdmin,
  publicPage,
  rowAction,
  titleTexts,
  unique,
} from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

const MB = 1024 * 1024

test.describe('admin reports', () => {
  const run = unique()
  const created: string[] = []

  test.beforeAll(async ({ browser }) => {
    // Enough reports for a second page, with distinct dates and sizes.
    const page = await browser.newPage()
    await loginViaApi(page)
    for (const [i, tanggal] of ['2020-01-05', '2020-02-05', '2020-03-05'].entries()) {
      const laporan = await createLaporanViaApi(page, {
        judul: `Laporan Paging ${run} ${i + 1}`,
        tanggal,
        size: 4000 + i * 3000,
      })
      created.push(laporan._id)
    }
    await page.close()
  })

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage()
    await loginViaApi(page)
    for (const id of created) await deleteViaApi(page, `/api/laporan/${id}`)
    await page.close()
  })

  test('the list: columns, newest first, 10 a page, search and empty state @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/laporan')
    const all = await getJson<LaporanJson[]>(page, '/api/laporan')
    expect(all.length).toBeGreaterThan(10)

    await expect(page.getByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible()
    await expect(page.locator('table thead th')).toHaveText([
      'No',
      /Judul Laporan/,
      /Dibuat Pada/,
      'Jenis Laporan',
      /Ukuran File/,
      'Halaman',
      // A public type's records say their state (issue 29).
      'Status',
      'Aksi',
    ])
    await expectNoAxeViolations(page)

    // Default: newest created first, numbered from 1; the Dibuat Pada header says so.
    await expect(page.locator('th', { hasText: 'Dibuat Pada' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    const newest = [...all].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    await expect(bodyRows(page)).toHaveCount(10)
    await expect
      .poll(() => columnTexts(page, 1))
      .toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
    await expect.poll(() => titleTexts(page)).toEqual(newest.slice(0, 10).map((l) => l.judul))

    // The title links to the PDF in a new tab; the type is a badge; the size is formatted.
    const first = newest[0]
    const link = page.getByRole('link', { name: first.judul })
    await expect(link).toHaveAttribute('href', first.fileUrl!)
    await expect(link).toHaveAttribute('target', '_blank')
    // Dibuat Pada shows the date the list is ordered by: when the report was created.
    await expect(bodyRows(page).first()).toContainText(formatTanggal(first.createdAt))
    await expect(bodyRows(page).first()).toContainText(first.jenis)
    await expect(bodyRows(page).first()).toContainText(formatFileSize(first.ukuran))

    // Pages of 10.
    const nav = page.getByRole('navigation', { name: 'Paginasi' })
    await expect(nav).toContainText(`Menampilkan 1 - 10 dari ${all.length} data`)
    await expect(nav.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled()
    await nav.getByRole('button', { name: 'Selanjutnya' }).click()
    await expect(nav).toContainText(
      `Menampilkan 11 - ${Math.min(20, all.length)} dari ${all.length} data`,
    )
    await expect.poll(() => columnTexts(page, 1)).toContain('11')
    await expect(bodyRows(page)).toHaveCount(Math.min(10, all.length - 10))
    await nav.getByRole('button', { name: 'Sebelumnya' }).click()
    await expect(nav).toContainText('Menampilkan 1 - 10')

    // Search by title, case-insensitive; the page returns to 1.
    await nav.getByRole('button', { name: 'Selanjutnya' }).click()
    await page.getByPlaceholder('Cari judul laporan...').fill(`laporan PAGING ${run}`)
    await expect(bodyRows(page)).toHaveCount(3)
    await expect(nav).toContainText('Menampilkan 1 - 3 dari 3 data')
    await page.getByPlaceholder('Cari judul laporan...').fill(`tidak ada ${run}`)
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page)).toHaveText('Tidak ada data ditemukan')
    await expectNoAxeViolations(page)
  })

  test('sorting by date and by size: first click ascending, then toggling @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/laporan')
    const all = await getJson<LaporanJson[]>(page, '/api/laporan')
    const byDate = [...all].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    const bySize = [...all].sort((a, b) => a.ukuran - b.ukuran)
    const dateHeader = page.locator('th', { hasText: 'Dibuat Pada' })
    const sizeHeader = page.locator('th', { hasText: 'Ukuran File' })

    await page.getByRole('button', { name: /^Dibuat Pada/ }).click()
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect
      .poll(() => columnTexts(page, 3))
      .toEqual(byDate.slice(0, 10).map((l) => formatTanggal(l.createdAt)))
    await page.getByRole('button', { name: /^Dibuat Pada/ }).click()
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending')
    await expect
      .poll(() => columnTexts(page, 3))
      .toEqual(
        [...byDate]
          .reverse()
          .slice(0, 10)
          .map((l) => formatTanggal(l.createdAt)),
      )

    // Choosing size clears the date sort.
    await page.getByRole('button', { name: /^Ukuran File/ }).click()
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(dateHeader).not.toHaveAttribute('aria-sort', /.+/)
    await expect
      .poll(() => columnTexts(page, 5))
      .toEqual(bySize.slice(0, 10).map((l) => formatFileSize(l.ukuran)))
    await page.getByRole('button', { name: /^Ukuran File/ }).click()
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'descending')
    await expect
      .poll(() => columnTexts(page, 5))
      .toEqual(
        [...bySize]
          .reverse()
          .slice(0, 10)
          .map((l) => formatFileSize(l.ukuran)),
      )
    // The sort survives a reload: it lives in the URL.
    await page.reload()
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'descending')
  })

  test('sorting by title and filtering by jenis @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin/laporan')
    const all = await getJson<LaporanJson[]>(page, '/api/laporan')
    const titleHeader = page.locator('th', { hasText: 'Judul Laporan' })
    const byTitle = (list: LaporanJson[]) =>
      list
        .map((l) => l.judul)
        .sort((a, b) => a.localeCompare(b, 'id', { numeric: true, sensitivity: 'base' }))

    await page.getByRole('button', { name: /^Judul Laporan/ }).click()
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(page.locator('th', { hasText: 'Dibuat Pada' })).not.toHaveAttribute(
      'aria-sort',
      /.+/,
    )
    await expect.poll(() => titleTexts(page)).toEqual(byTitle(all).slice(0, 10))
    await page.getByRole('button', { name: /^Judul Laporan/ }).click()
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => titleTexts(page)).toEqual(byTitle(all).reverse().slice(0, 10))

    // The jenis filter works with the search, from page 1, and lives in the URL.
    const filter = page.getByLabel('Filter jenis laporan')
    await expect(filter).toHaveValue('')
    await filter.selectOption('Tahunan')
    const tahunan = all.filter((l) => l.jenis === 'Tahunan')
    await expect(bodyRows(page)).toHaveCount(Math.min(10, tahunan.length))
    await expect
      .poll(() => columnTexts(page, 4))
      .toEqual(Array(Math.min(10, tahunan.length)).fill('Tahunan'))
    await expect(page).toHaveURL(/jenis=Tahunan/)
    await page.getByPlaceholder('Cari judul laporan...').fill(`Paging ${run}`)
    // The rows come from the server: the filtered page replaces the current one when it arrives.
    await expect(bodyRows(page)).toHaveText(['Tidak ada data ditemukan'])
    await filter.selectOption('Publikasi')
    await expect(bodyRows(page)).toHaveCount(3)
    await expectNoAxeViolations(page)
  })

  test('adding: every validation message, then a real PDF with upload progress; the public page shows it @desktop-only', async ({
    page,
  }) => {
    const judul = `Laporan Uji Tambah ${run}`
    await openAdmin(page, '/admin/laporan')
    await page.getByRole('link', { name: 'Tambah Laporan' }).click()
    await page.waitForURL('**/admin/laporan/tambah')
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Laporan' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Kembali' })).toHaveAttribute(
      'href',
      '/admin/laporan',
    )
    // The default type is Transparansi; the hint asks for a compressed file.
    await expect(page.getByLabel('Jenis Laporan')).toHaveValue('Transparansi')
    await expect(page.getByText(/kompres/)).toBeVisible()
    await expectNoAxeViolations(page)

    const save = page.getByRole('button', { name: 'Simpan Laporan' })
    await save.click()
    await expect(formAlert(page)).toHaveText('Mohon isi semua field dan unggah file PDF.')
    await expectNoAxeViolations(page)

    await page.getByLabel('Judul Laporan').fill(judul)
    await page.getByLabel('Tanggal').fill('2026-02-14')
    await page.getByLabel('Jenis Laporan').selectOption('Tahunan')
    await save.click()
    await expect(formAlert(page)).toHaveText('Mohon isi semua field dan unggah file PDF.')

    // Not a PDF: refused and cleared from the form.
    const fileInput = page.getByLabel('File PDF')
    await fileInput.setInputFiles(fixture('sample.png'))
    await expect(formAlert(page)).toHaveText('File harus berupa PDF.')
    await expect(page.getByText('File dipilih:')).toHaveCount(0)
    await expect(fileInput).toHaveJSProperty('value', '')

    // Over 2 MB: an alert dialog too (its OK has the focus); the refused file is cleared.
    await fileInput.setInputFiles({
      name: 'besar.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(3 * MB, 0x20),
    })
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Ukuran file maksimal 2MB.')
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page.getByText('File dipilih:')).toHaveCount(0)
    await expect(page.getByText('Belum ada file dipilih.')).toBeVisible()
    await expect(formAlert(page)).toHaveText('Ukuran file maksimal 2MB.')

    // A real PDF, small enough to be shown in KB; the upload shows a progress bar (the answer is
    // held back to see it).
    await fileInput.setInputFiles(fixture('sample.pdf'))
    await expect(page.getByText('File dipilih: sample.pdf (1,02 KB)')).toBeVisible()
    await expect(formAlert(page)).toHaveCount(0)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/laporan', async (route) => {
      await held
      await route.continue()
    })
    await save.click()
    await expect(page.getByRole('progressbar')).toBeVisible()
    release()
    await expect(dialog).toContainText('Laporan berhasil ditambahkan!')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/laporan')
    const saved = (await getJson<LaporanJson[]>(page, '/api/laporan')).find(
      (l) => l.judul === judul,
    )
    expect(saved).toBeDefined()
    created.push(saved!._id)
    expect(saved!.jenis).toBe('Tahunan')
    expect(saved!.tanggal.slice(0, 10)).toBe('2026-02-14')
    await expect(bodyRows(page).first()).toContainText(judul)
    await expect(bodyRows(page).first()).toContainText(formatTanggal(saved!.createdAt))
    await expect(bodyRows(page).first()).toContainText('Tahunan')
    const pdf = await page.request.get(saved!.fileUrl!)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    // Its first page became the row's thumbnail, and its page count is shown.
    expect(saved!.halaman).toBe(1)
    expect(saved!.pratinjau?.thumb).toMatch(/-320x\d+\.webp$/)
    await expect(bodyRows(page).first().locator('img')).toHaveAttribute(
      'src',
      saved!.pratinjau!.thumb!,
    )
    await expect(bodyRows(page).first().locator('td').nth(5)).toHaveText('1')
    const preview = await page.request.get(saved!.pratinjau!.thumb!)
    expect(preview.headers()['content-type']).toContain('image/webp')
    // The reports made from a page-less PDF keep the generic thumbnail and no page count.
    await page.getByPlaceholder('Cari judul laporan...').fill(`Laporan Paging ${run} 1`)
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first().locator('img')).toHaveAttribute('src', /laporan-thumb/)
    await expect(bodyRows(page).first().locator('td').nth(5)).toHaveText('-')

    // The public reports page lists it.
    const listed = await publicPage(page, '/laporan-publikasi')
    expect(listed.status).toBe(200)
    expect(listed.text).toContain(judul)
  })

  test('an upload in progress can be cancelled: nothing is saved, the form stays @desktop-only', async ({
    page,
  }) => {
    const judul = `Laporan Dibatalkan ${run}`
    await openAdmin(page, '/admin/laporan/tambah')
    await page.getByLabel('Judul Laporan').fill(judul)
    await page.getByLabel('Tanggal').fill('2026-02-14')
    await page.getByLabel('File PDF').setInputFiles(fixture('sample.pdf'))
    // The request is held, so the upload is still under way when Batalkan is pressed.
    await page.route('**/api/laporan', () => new Promise<void>(() => {}))
    const save = page.getByRole('button', { name: 'Simpan Laporan' })
    await save.click()
    await expect(page.getByRole('progressbar')).toBeVisible()
    await page.getByRole('button', { name: 'Batalkan unggahan' }).click()
    await expect(page.getByText('Unggahan dibatalkan. Data belum disimpan.')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    // Focus goes back to the submit button rather than being lost with the vanished button.
    await expect(save).toBeFocused()
    await expect(page).toHaveURL(/\/tambah$/)
    await expect(page.getByLabel('Judul Laporan')).toHaveValue(judul)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    const list = await getJson<LaporanJson[]>(page, '/api/laporan')
    expect(list.some((l) => l.judul === judul)).toBe(false)
  })

  test('a failed add says Terjadi kesalahan saat menambahkan laporan. @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/laporan/tambah')
    await page.route('**/api/laporan', (route) =>
      route.fulfill({ status: 500, json: { error: 'Terjadi kesalahan pada server.' } }),
    )
    await page.getByLabel('Judul Laporan').fill(`Gagal ${run}`)
    await page.getByLabel('Tanggal').fill('2026-02-14')
    await page.getByLabel('File PDF').setInputFiles(fixture('sample.pdf'))
    await page.getByRole('button', { name: 'Simpan Laporan' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      'Terjadi kesalahan saat menambahkan laporan.',
    )
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/tambah$/)
  })

  test('editing: prefilled, the PDF is required again, saved; an unknown id is reported @desktop-only', async ({
    page,
  }) => {
    await loginViaApi(page)
    const laporan = await createLaporanViaApi(page, {
      judul: `Laporan Uji Edit ${run}`,
      tanggal: '2025-07-01',
      jenis: 'Transparansi',
    })
    created.push(laporan._id)
    await page.goto('/admin/laporan')
    await page.getByPlaceholder('Cari judul laporan...').fill(laporan.judul)
    await rowAction(page, laporan.judul, 'Edit')
    await page.waitForURL(`**/admin/laporan/edit/${laporan._id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Laporan' })).toBeVisible()
    await expect(page.getByLabel('Judul Laporan')).toHaveValue(laporan.judul)
    await expect(page.getByLabel('Tanggal')).toHaveValue('2025-07-01')
    await expect(page.getByLabel('Jenis Laporan')).toHaveValue('Transparansi')
    await expect(page.getByRole('link', { name: /^Lihat di situs/ })).toHaveAttribute(
      'href',
      '/laporan-publikasi',
    )
    await expectNoAxeViolations(page)

    const judul = `Laporan Uji Diubah ${run}`
    await page.getByLabel('Judul Laporan').fill(judul)
    await page.getByLabel('Jenis Laporan').selectOption('Publikasi')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await expect(formAlert(page)).toHaveText('Mohon isi semua field dan unggah file PDF.')

    await page.getByLabel('File PDF').setInputFiles(fixture('sample.pdf'))
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Laporan berhasil diperbarui!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/laporan')
    await page.getByPlaceholder('Cari judul laporan...').fill(judul)
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page)).toContainText('Publikasi')
    const saved = await getJson<LaporanJson>(page, `/api/laporan/${laporan._id}`)
    expect(saved.judul).toBe(judul)
    expect(saved.jenis).toBe('Publikasi')
    const listed = await publicPage(page, '/laporan-publikasi')
    expect(listed.text).toContain(judul)
    expect(listed.text).not.toContain(laporan.judul)

    await page.goto('/admin/laporan/edit/999999')
    await expect(page.getByText('Laporan dengan ID 999999 tidak ditemukan.')).toBeVisible()
  })

  test('deleting asks first; Batal keeps the report, confirming removes it everywhere @desktop-only', async ({
    page,
  }) => {
    await loginViaApi(page)
    const laporan = await createLaporanViaApi(page, {
      judul: `Laporan Uji Hapus ${run}`,
      tanggal: '2025-08-01',
    })
    created.push(laporan._id)
    await page.goto('/admin/laporan')
    await page.getByPlaceholder('Cari judul laporan...').fill(laporan.judul)

    await rowAction(page, laporan.judul, 'Hapus')
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Yakin ingin menghapus laporan ini?')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Batal' }).click()
    await expect(dialog).toBeHidden()
    await expect(bodyRows(page)).toContainText(laporan.judul)

    // A failing delete says so.
    await page.route(`**/api/laporan/${laporan._id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: 'x' } })
        : route.continue(),
    )
    await rowAction(page, laporan.judul, 'Hapus')
    await dialog.getByRole('button', { name: 'Hapus' }).click()
    await expect(dialog).toContainText('Gagal menghapus laporan!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.unroute(`**/api/laporan/${laporan._id}`)

    await rowAction(page, laporan.judul, 'Hapus')
    await dialog.getByRole('button', { name: 'Hapus' }).click()
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page)).toHaveText('Tidak ada data ditemukan')
    expect((await page.request.get(`/api/laporan/${laporan._id}`)).status()).toBe(404)
    const listed = await publicPage(page, '/laporan-publikasi')
    expect(listed.status).toBe(200)
    expect(listed.text).not.toContain(laporan.judul)
  })
})
