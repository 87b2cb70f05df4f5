import type { Locator, Page } from '@playwright/test'

import { deleteViaApi, fixture, getJson, openAdmin, type ProdukJson, unique } from './admin-helpers'
import { ADMIN, expect, expectNoAxeViolations, test } from './fixtures'

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * Presses ArrowDown in an open menu and waits for `item` to take the focus. Radix moves the focus
 * in a timer after the key, so a second key sent before it runs would land on the old item.
 */
async function arrowDownTo(page: Page, item: string) {
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: item })).toBeFocused()
}

test('keyboard only: sign in, open a section, add a product with its advantage, delete it, open the password dialog @desktop-only', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const judul = `Produk Keyboard ${unique()}`
  let createdId: string | undefined
  try {
    await page.goto('/admin')
    await tabTo(page, page.getByLabel('Username'))
    await page.keyboard.type(ADMIN.username)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
    await page.keyboard.type(ADMIN.password)
    await page.keyboard.press('Enter')
    await expect(page.getByText('Login berhasil!')).toBeVisible()
    await page.waitForURL('**/admin/dashboard')

    // The skip link comes first, then the side menu.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Lewati ke konten utama' })).toBeFocused()
    const menu = page.getByRole('navigation', { name: 'Menu admin' })
    await tabTo(page, menu.getByRole('link', { name: 'Produk dan Layanan' }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin/produk')

    await tabTo(page, page.getByRole('link', { name: 'Tambah Produk' }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin/produk/tambah')
    await tabTo(page, page.getByLabel('Judul', { exact: true }))
    await page.keyboard.type(judul)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Dibuat hanya dengan papan ketik')
    // The description's editor comes after its toolbar, which is one Tab stop.
    await tabTo(page, page.getByLabel('Deskripsi'))
    await page.keyboard.type('Deskripsi produk yang diketik.')

    await tabTo(page, page.getByRole('button', { name: 'Tambah Keunggulan' }))
    await page.keyboard.press('Enter')
    // Focus moves into the new row's icons: Space picks the focused icon, the arrows move the choice.
    await expect(
      page.getByRole('group', { name: /^Ikon keunggulan 1/ }).getByLabel('Pesawat'),
    ).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    const group = page.getByRole('group', { name: /^Ikon keunggulan 1/ })
    await expect(group.getByLabel('Bank')).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Label keunggulan 1')).toBeFocused()
    await page.keyboard.type('Aman dan amanah')

    await tabTo(page, page.getByRole('button', { name: 'Simpan Produk' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(
      'Apakah Anda yakin ingin menambahkan Produk dan Layanan baru?',
    )
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Ya, Simpan' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Produk berhasil ditambahkan!')).toBeVisible()
    await page.waitForURL('**/admin/produk')
    const saved = (await getJson<ProdukJson[]>(page, '/api/produk')).find((p) => p.judul === judul)
    expect(saved?.keunggulan).toEqual([
      { icon: '/icons/bank.svg', ikon: 'bank', label: 'Aman dan amanah' },
    ])
    createdId = saved?._id

    // Find it, open its row menu, delete it: all from the keyboard.
    await tabTo(page, page.getByPlaceholder('Cari judul produk...'))
    await page.keyboard.type(judul)
    const actions = page.getByRole('button', { name: `Aksi untuk ${judul}` })
    await tabTo(page, actions)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Detail' })).toBeFocused()
    await arrowDownTo(page, 'Edit')
    await arrowDownTo(page, 'Hapus')
    await page.keyboard.press('Enter')
    await expect(dialog).toContainText('Apakah Anda yakin ingin menghapus Produk dan Layanan ini?')
    // Escape answers no.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('cell', { name: judul, exact: true })).toBeVisible()
    // Focus is back on the row's menu button.
    await expect(actions).toBeFocused()
    await page.keyboard.press('Enter')
    // The menu takes the focus once it is open; arrows pressed before that are lost.
    await expect(page.getByRole('menuitem', { name: 'Detail' })).toBeFocused()
    await arrowDownTo(page, 'Edit')
    await arrowDownTo(page, 'Hapus')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Hapus' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Produk berhasil dihapus!')).toBeVisible()
    await expect(page.getByText('Tidak Ada Data Ditemukan')).toBeVisible()

    // The Administrator menu and the password dialog; Escape closes it.
    const administrator = page.getByRole('button', { name: /Administrator/ })
    await tabTo(page, administrator)
    await page.keyboard.press('Enter')
    await expect(administrator).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Ubah Password' })).toBeFocused()
    await page.keyboard.press('Enter')
    const passwordDialog = page.getByRole('dialog', { name: 'Ubah Password' })
    await expect(passwordDialog.getByLabel('Password Lama', { exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(passwordDialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Ubah Password' })).toBeFocused()
  } finally {
    if (createdId) await deleteViaApi(page, `/api/produk/${createdId}`)
  }
})

test('an OK-only dialog takes the focus, stays modal, answers Enter and Escape and gives the focus back @desktop-only', async ({
  page,
}) => {
  await openAdmin(page, '/admin/laporan/tambah')
  let posts = 0
  await page.route('**/api/laporan', (route) => {
    posts++
    return route.fulfill({ status: 500, json: { error: 'Terjadi kesalahan pada server.' } })
  })
  await page.getByLabel('Judul Laporan').fill(`Laporan Gagal ${unique()}`)
  await page.getByLabel('Tanggal').fill('2026-02-14')
  await page.getByLabel('File PDF').setInputFiles(fixture('sample.pdf'))
  const save = page.getByRole('button', { name: 'Simpan Laporan' })
  await save.focus()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Terjadi kesalahan saat menambahkan laporan.')
  const ok = dialog.getByRole('button', { name: 'OK' })
  await expect(ok).toBeFocused()
  await expectNoAxeViolations(page)
  // Tab cannot reach the form behind, so Enter cannot submit it again.
  await page.keyboard.press('Tab')
  await expect(ok).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(ok).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(save).toBeFocused()
  expect(posts).toBe(1)

  await page.keyboard.press('Enter')
  await expect(ok).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(save).toBeFocused()
  expect(posts).toBe(2)
})

test('a button that is busy or at the end keeps the keyboard focus (aria-disabled) @desktop-only', async ({
  page,
}) => {
  // Login: the button waits for the answer without dropping the focus to the page.
  await page.goto('/admin')
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/auth/login', async (route) => {
    await held
    await route.continue()
  })
  const login = page.getByRole('button', { name: 'Login' })
  await login.focus()
  await page.keyboard.press('Enter')
  const busy = page.getByRole('button', { name: 'Memproses...' })
  await expect(busy).toHaveAttribute('aria-disabled', 'true')
  await expect(busy).toBeFocused()
  // A second Enter while it works sends nothing more.
  await page.keyboard.press('Enter')
  release()
  await expect(page.getByText('Username dan password wajib diisi.')).toBeVisible()
  await expect(login).toBeFocused()
  await expect(login).not.toHaveAttribute('aria-disabled', /.*/)
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  // The list's Selanjutnya, pressed up to the last page, stays focused there.
  await openAdmin(page, '/admin/news')
  const pages = Math.ceil((await getJson<unknown[]>(page, '/api/news')).length / 10)
  expect(pages).toBeGreaterThan(1)
  const next = page.getByRole('button', { name: 'Selanjutnya' })
  await next.focus()
  for (let i = 1; i < pages; i++) await page.keyboard.press('Enter')
  await expect(page.getByText(`Halaman ${pages} dari ${pages}`)).toBeVisible()
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expect(next).toBeFocused()
})
