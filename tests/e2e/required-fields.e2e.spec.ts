import type { Locator, Page } from '@playwright/test'

import { loginViaApi } from './admin-helpers'
import { expect, test } from './fixtures'

/*
 * Issue 44: every field the server refuses when empty is announced as required (aria-required or
 * required), and no other. The required fields are SPEC's (section 5) and the server's messages,
 * listed here by label, so a form that loses or gains a mark fails.
 */

/** Each form control under `root`: its label (without '(opsional)') and whether it is marked. */
const marksOf = (root: Locator) =>
  root
    .locator(
      'input:not([type=hidden]):not([type=submit]):not([readonly]), select, textarea, [contenteditable=true]',
    )
    .evaluateAll((controls) =>
      controls
        .filter((control) => !control.closest('[aria-hidden=true]'))
        .map((control) => {
          const labels = (control as HTMLInputElement).labels
          const label =
            labels && labels.length > 0
              ? (labels[0].textContent ?? '')
              : (control.getAttribute('aria-label') ?? '')
          return {
            label: label.replace('(opsional)', '').replace(/\s+/g, ' ').trim(),
            required:
              control.getAttribute('aria-required') === 'true' || control.hasAttribute('required'),
          }
        }),
    )

/** The form's controls are exactly `required` marked and every other one left unmarked. */
async function expectMarks(root: Locator, required: string[], where: string) {
  await expect(root.locator('input:not([type=hidden]), select, textarea').first()).toBeVisible()
  const marks = await marksOf(root)
  const labels = marks.map((m) => m.label)
  for (const label of required) expect(labels, `${where}: ${label}`).toContain(label)
  expect(
    Object.fromEntries(marks.map((m) => [m.label, m.required])),
    `${where}: the required fields marked, the others not`,
  ).toEqual(Object.fromEntries(labels.map((label) => [label, required.includes(label)])))
}

const mainForm = (page: Page) => page.locator('main form').first()

test('the public inquiry forms mark exactly the fields the server requires', async ({ page }) => {
  await page.goto('/ajukan-pembiayaan')
  await expectMarks(
    mainForm(page),
    [
      'Nama lengkap',
      'Nomor HP/WhatsApp',
      'Kota/kabupaten',
      'Jumlah pembiayaan (Rp)',
      'Tenor (bulan)',
    ].concat(await consentLabel(page)),
    '/ajukan-pembiayaan',
  )
  await page.goto('/hubungi-kami')
  await expectMarks(
    mainForm(page),
    ['Nama lengkap', 'Nomor HP/WhatsApp', 'Kota/kabupaten', 'Pesan'].concat(
      await consentLabel(page),
    ),
    '/hubungi-kami',
  )
})

/** The consent box's label, the bank's own text with its retention period. */
async function consentLabel(page: Page) {
  const text = await page.locator('main form input[type=checkbox] + label').textContent()
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

test('the sign-in and password forms mark what the server requires @desktop-only', async ({
  page,
}) => {
  await page.goto('/admin')
  await expectMarks(mainForm(page), ['Username', 'Password'], '/admin')
  await page.goto('/admin/reset-password?token=contoh')
  await expectMarks(
    mainForm(page),
    ['Password Baru', 'Konfirmasi Password Baru'],
    '/admin/reset-password',
  )

  await loginViaApi(page)
  await page.goto('/admin/dashboard')
  await page.getByRole('button', { name: /^Administrator/ }).click()
  await page.getByRole('button', { name: 'Ubah Password' }).click()
  await expectMarks(
    page.getByRole('dialog').locator('form'),
    ['Password Lama', 'Password Baru', 'Konfirmasi Password Baru'],
    'Ubah Password',
  )
})

test('the administrator screen marks what its forms require @desktop-only', async ({ page }) => {
  await loginViaApi(page)
  await page.goto('/admin/administrator')
  await page.getByRole('button', { name: 'Tambah Administrator' }).click()
  await expectMarks(
    page.getByRole('dialog').locator('form'),
    ['Username', 'Password Anda'],
    'Tambah Administrator',
  )
  await page.keyboard.press('Escape')
  const email = page.locator('main form').filter({ has: page.getByLabel('Password Anda saat ini') })
  await expectMarks(email, ['Password Anda saat ini'], 'email')
})

test('every content form marks exactly what its type requires @desktop-only', async ({ page }) => {
  test.setTimeout(120_000)
  await loginViaApi(page)
  const forms: [string, string[]][] = [
    [
      '/admin/news/tambah',
      ['Judul', 'Kategori', 'Dibuat Pada', 'Isi Bagian Pertama', 'Isi Bagian Kedua', 'Thumbnail'],
    ],
    ['/admin/produk/tambah', ['Judul', 'Sub Judul', 'Deskripsi']],
    ['/admin/laporan/tambah', ['Judul Laporan', 'Tanggal', 'File PDF']],
    [
      '/admin/promo/tambah',
      ['Judul Promo', 'Mulai (WIB)', 'Selesai (WIB)', 'Ringkasan', 'Isi Promo', 'Gambar'],
    ],
    ['/admin/media/tambah', ['Teks alternatif', 'Gambar']],
  ]
  for (const [path, required] of forms) {
    await page.goto(path)
    // The rich bodies' editors load after the page.
    if (path !== '/admin/laporan/tambah' && path !== '/admin/media/tambah')
      await expect(page.locator('main [contenteditable=true]').first()).toBeVisible()
    await expectMarks(mainForm(page), required, path)
  }
  // The product's advantages: a row's icon and label are both required.
  await page.goto('/admin/produk/tambah')
  await page.getByRole('button', { name: /Tambah Keunggulan/i }).click()
  const row = page.getByLabel('Label keunggulan 1')
  await expect(row).toHaveAttribute('aria-required', 'true')
  const icons = page.getByRole('radiogroup', { name: /Ikon keunggulan 1/ })
  await expect(icons).toHaveAttribute('aria-required', 'true')
  await expect(icons.getByRole('radio')).toHaveCount(11)
})

test('Tampilan Situs and the media library’s upload mark what they require @desktop-only', async ({
  page,
}) => {
  await loginViaApi(page)
  await page.goto('/admin/tampilan-situs')
  await expectMarks(
    page.locator('main form').first(),
    ['Judul', 'Tagline', 'Teks alternatif', 'Nama', 'Jabatan', 'Tempat, tanggal lahir'].concat(
      'Keterangan bagan',
      // A member of the Dewan Pengawas Syariah: Ketua or Anggota, always one of them.
      'Peran',
    ),
    '/admin/tampilan-situs',
  )
  await page.getByRole('button', { name: 'Pilih dari Pustaka Media' }).first().click()
  await expectMarks(
    page.getByRole('dialog').locator('form'),
    ['Berkas gambar', 'Teks alternatif'],
    'Unggah gambar baru',
  )
})
