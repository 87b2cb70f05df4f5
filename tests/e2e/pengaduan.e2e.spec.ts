import type { Page, Response } from '@playwright/test'

import { PENGADUAN_MESSAGES as M } from '@/modules/pengaduan/pengaduan.rules'
import { MIN_FILL_MS } from '@/modules/pengajuan/pengajuan.rules'

import { openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

const takeYourTime = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 300)

let phone = 0
const nextPhone = () => `0814 ${String(Date.now()).slice(-4)} ${String(1000 + ++phone).slice(-4)}`

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
)

async function fillComplaint(page: Page, nama: string) {
  await page.getByLabel('Nama lengkap').fill(nama)
  await page.getByLabel('Nomor HP/WhatsApp').fill(nextPhone())
  await page.getByLabel('Tanggal kejadian').fill('2026-08-10')
  await page.getByLabel('Kronologi').fill('Saldo terpotong dua kali saat transfer.')
  await page.getByLabel('Penyelesaian yang diharapkan').fill('Dana dikembalikan.')
  await page.getByLabel(/^Saya setuju/).check()
}

async function send(page: Page, button: string): Promise<Response> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: button }).click()
  return answer
}

/** The registration's number and follow-up code, as the page shows them once. */
async function registration(page: Page) {
  const status = page.getByRole('status')
  await expect(status).toContainText(/Nomor pengaduan: ADU-\d{6}-[A-Z2-9]{5}/)
  const text = (await status.textContent()) ?? ''
  return {
    nomor: /ADU-\d{6}-[A-Z2-9]{5}/.exec(text)![0],
    kode: /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)![0],
  }
}

test.describe('Layanan Pengaduan without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the footer leads there; a file refused by its bytes is a 400; then number, due date and code; the status page reads it', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Layanan Pengaduan Konsumen' }).click()
    await expect(page).toHaveURL(/\/layanan-pengaduan$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Layanan Pengaduan Konsumen' }),
    ).toBeVisible()
    await expect(page.getByText(/Kontak OJK\s+157/)).toBeVisible()
    await expect(page.getByText(/LAPS SJK/)).toBeVisible()

    await takeYourTime(page)
    let answer = await send(page, 'Kirim Pengaduan')
    expect(answer.status()).toBe(400)
    const alert = page.locator('main [role=alert]')
    for (const message of [M.namaWajib, M.teleponWajib, M.kronologiWajib, M.persetujuanWajib])
      await expect(alert).toContainText(message)

    await fillComplaint(page, 'Pengadu Tanpa Skrip')
    await page.locator('input[name=lampiran]').setInputFiles({
      name: 'bukti.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('bukan pdf sama sekali'),
    })
    await takeYourTime(page)
    answer = await send(page, 'Kirim Pengaduan')
    expect(answer.status()).toBe(400)
    await expect(page.locator('main [role=alert]')).toContainText(M.lampiranJenis)

    await page.getByLabel(/^Saya setuju/).check()
    await page
      .locator('input[name=lampiran]')
      .setInputFiles({ name: 'bukti.pdf', mimeType: 'application/pdf', buffer: PDF })
    await takeYourTime(page)
    answer = await send(page, 'Kirim Pengaduan')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.getByRole('status')).toContainText('Batas waktu jawaban')
    const { nomor, kode } = await registration(page)

    await page.goto('/layanan-pengaduan/status')
    await page.getByLabel('Nomor pengaduan').fill(nomor)
    await page.getByLabel('Kode tindak lanjut').fill('AAAA-BBBB-CCCC')
    answer = await send(page, 'Lihat Status')
    expect(answer.status()).toBe(400)
    await expect(page.locator('main [role=alert]')).toHaveText(M.statusTidakCocok)
    await page.getByLabel('Kode tindak lanjut').fill(kode)
    answer = await send(page, 'Lihat Status')
    expect(answer.status()).toBe(200)
    await expect(page.getByRole('status')).toContainText('Diterima')

    await page.getByLabel('Keterangan tambahan').fill('Nomor referensi transfer 12345.')
    answer = await send(page, 'Kirim Keterangan')
    expect(answer.status()).toBe(200)
    await expect(page.getByRole('status')).toContainText('Keterangan tambahan sudah kami terima.')
  })
})

test('with JavaScript: sent without leaving the page, focus on the answer; axe on the form, the answer and the status page', async ({
  page,
}) => {
  await page.goto('/layanan-pengaduan')
  await expectNoAxeViolations(page)
  await fillComplaint(page, 'Pengadu Dengan Skrip')
  await takeYourTime(page)
  const url = page.url()
  const answer = await send(page, 'Kirim Pengaduan')
  expect(answer.request().headers()['next-action']).toBeTruthy()
  expect(answer.status()).toBe(200)
  const { nomor, kode } = await registration(page)
  expect(page.url()).toBe(url)
  await expect(page.getByRole('status')).toBeFocused()
  await expectNoAxeViolations(page)

  await page.goto('/layanan-pengaduan/status')
  await expectNoAxeViolations(page)
  await page.getByLabel('Nomor pengaduan').fill(nomor)
  await page.getByLabel('Kode tindak lanjut').fill(kode)
  await send(page, 'Lihat Status')
  await expect(page.getByRole('status')).toContainText('Diterima')
  await expectNoAxeViolations(page)
})

test('Hubungi Kami points to the complaint service', async ({ page }) => {
  await page.goto('/hubungi-kami')
  await page.getByRole('link', { name: 'Layanan Pengaduan Konsumen' }).first().click()
  await expect(page).toHaveURL(/\/layanan-pengaduan$/)
})

test('the register in /admin: the count in the menu, staff entry, the case, axe on each screen @desktop-only', async ({
  page,
}) => {
  await openAdmin(page, '/admin/pengaduan')
  await expect(page.getByRole('link', { name: /^Pengaduan/ }).first()).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Catat pengaduan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Catat Pengaduan' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Nama pengadu').fill('Pengadu Telepon')
  await page.getByLabel('Nomor HP/WhatsApp').fill(nextPhone())
  await page.getByLabel('Tanggal kejadian').fill('2026-08-10')
  await page.getByLabel('Kronologi').fill('Menelepon soal biaya administrasi.')
  await page.getByLabel('Penyelesaian yang diharapkan').fill('Penjelasan biaya.')
  await page.getByRole('button', { name: 'Simpan pengaduan' }).click()
  await expect(page.getByRole('status')).toContainText(/Nomor pengaduan: ADU-/)
  await page.getByRole('link', { name: 'Buka pengaduan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Pengaduan ADU-/ })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel('Alasan (ditampilkan kepada pengadu)').fill('Menunggu data dari cabang.')
  await page.getByRole('button', { name: 'Perpanjang' }).click()
  // Extended once: the form is gone, the reason is on the case.
  await expect(page.getByRole('heading', { name: /Perpanjang batas waktu/ })).toHaveCount(0)
  await expect(page.getByText('Diperpanjang', { exact: true })).toBeVisible()
  await expect(page.getByText('Menunggu data dari cabang.')).toBeVisible()
  await page.getByLabel('Catatan baru (tidak terlihat oleh pengadu)').fill('Sudah ditelepon balik.')
  await page.getByRole('button', { name: 'Tambah catatan' }).click()
  await expect(page.getByText('Catatan ditambahkan.')).toBeVisible()
  await page.getByLabel('Ubah status menjadi').selectOption('selesai')
  await page.getByRole('button', { name: 'Simpan status' }).click()
  await expect(page.getByText(M.jawabanWajib)).toBeVisible()
  // The refused post reset the form, as React does after an action.
  await page.getByLabel('Ubah status menjadi').selectOption('selesai')
  await page.getByLabel('Jawaban bank (wajib untuk Selesai)').fill('Biaya sesuai ketentuan.')
  await page.getByRole('button', { name: 'Simpan status' }).click()
  await expect(page.getByText('Pengaduan ini sudah selesai.')).toBeVisible()
  await expect(page.getByText('Biaya sesuai ketentuan.')).toBeVisible()

  await page.goto('/admin/pengaduan/laporan')
  await expect(
    page.getByRole('heading', { level: 1, name: /Laporan Pengaduan Triwulan/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
