import { readFile } from 'node:fs/promises'

import {
  bodyRows,
  createLaporanViaApi,
  deleteViaApi,
  loginViaApi,
  ORIGIN,
  unique,
} from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

test.describe('Riwayat Aktivitas', () => {
  test('the menu leads to the trail: newest first, filters, 10 a page, CSV @desktop-only', async ({
    page,
  }) => {
    const run = unique()
    await loginViaApi(page)
    // More than one page of activity on a fresh database.
    for (const i of [1, 2, 3, 4]) {
      const filler = await createLaporanViaApi(page, {
        judul: `Laporan Isi ${run} ${i}`,
        tanggal: '2026-04-01',
      })
      await deleteViaApi(page, `/api/laporan/${filler._id}`)
    }
    const laporan = await createLaporanViaApi(page, {
      judul: `Laporan Jejak ${run}`,
      tanggal: '2026-05-01',
    })
    await deleteViaApi(page, `/api/laporan/${laporan._id}`)
    const guess = `tamu-${run}`
    const failed = await page.request.post('/api/auth/login', {
      headers: ORIGIN,
      data: { username: guess, password: 'bukan-sandinya-1' },
    })
    expect(failed.status()).toBe(401)

    await page.goto('/admin/dashboard')
    await page
      .getByRole('navigation', { name: 'Menu admin' })
      .getByRole('link', { name: 'Riwayat Aktivitas' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Aktivitas' })).toBeVisible()

    // Newest first: the failed sign-in, then the delete, then the add.
    await expect(bodyRows(page).nth(0)).toContainText('Login gagal')
    await expect(bodyRows(page).nth(0)).toContainText(guess)
    await expect(bodyRows(page).nth(1)).toContainText('Hapus data')
    await expect(bodyRows(page).nth(1)).toContainText(`Laporan Jejak ${run}`)
    await expect(bodyRows(page).nth(2)).toContainText('Tambah data')
    await expect(bodyRows(page)).toHaveCount(10)
    await expect(page.getByText(/^Menampilkan 1 - 10 dari \d+ data$/)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Selanjutnya' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^Menampilkan 11 - \d+ dari \d+ data$/)).toBeVisible()

    await page.getByLabel('Jenis').selectOption({ label: 'Login gagal' })
    await page.getByLabel('Pengguna').fill(guess)
    await page.getByRole('button', { name: 'Terapkan' }).click()
    await expect(page).toHaveURL(new RegExp(`jenis=login-gagal&pengguna=${guess}`))
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText(guess)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Unduh CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^riwayat-aktivitas-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await readFile((await download.path())!, 'utf8')
    // The byte-order mark makes Excel read the file as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text.slice(1).trim().split('\r\n')
    expect(lines[0]).toBe(
      'Waktu (WIB);Jenis;Pengguna;Objek;ID;Judul;Field diubah;Alamat;Keterangan',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`;Login gagal;${guess};`)

    await page.getByLabel('Dari tanggal').fill('2020-01-01')
    await page.getByLabel('Sampai tanggal').fill('2020-01-31')
    await page.getByRole('button', { name: 'Terapkan' }).click()
    await expect(bodyRows(page).first()).toContainText(
      'Belum ada aktivitas yang cocok dengan filter.',
    )
  })

  test('the export needs a session', async ({ request }) => {
    const response = await request.get('/admin/riwayat-aktivitas/unduh')
    expect(response.status()).toBe(401)
  })
})
