import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { createProdukViaApi, deleteViaApi, loginViaApi, ORIGIN } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** The landmark rules axe files under best practice, which the WCAG tags leave out. */
async function expectLandmarksInOrder(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withRules([
      'region',
      'landmark-one-main',
      'landmark-no-duplicate-main',
      'landmark-unique',
      'landmark-complementary-is-top-level',
    ])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

// axe measures a toast's colours; mid-animation (fading in or out) they are not yet its own.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

test('every admin page has exactly one <main>, at 1280 and at 375 px', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/admin')
  await expect(page.locator('main')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await expectLandmarksInOrder(page)
  await loginViaApi(page)
  for (const path of [
    '/admin/dashboard',
    '/admin/laporan',
    '/admin/news/tambah',
    '/admin/produk',
  ]) {
    await page.goto(path)
    await expect(page.locator('main'), path).toHaveCount(1)
    await expect(page.locator('main'), path).toBeVisible()
    await test.step(path, async () => {
      await expectNoAxeViolations(page)
      await expectLandmarksInOrder(page)
    })
  }
})

test('axe with the row menu open, a question asked and toasts shown @desktop-only', async ({
  page,
}) => {
  await loginViaApi(page)
  const produk = await createProdukViaApi(page, { judul: `Produk A11y ${Date.now()}` })
  try {
    await page.goto('/admin/produk')
    await page.getByPlaceholder('Cari judul produk...').fill(produk.judul)

    // The open row menu sits inside the page's main landmark.
    await page.getByRole('button', { name: `Aksi untuk ${produk.judul}` }).click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(page.locator('main').getByRole('menu')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectLandmarksInOrder(page)

    // The question, then a failing delete: an error toast.
    await menu.getByRole('menuitem', { name: 'Hapus' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused()
    await expectNoAxeViolations(page)
    await page.route(`**/api/produk/${produk._id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: 'Server sedang sibuk.' } })
        : route.continue(),
    )
    await dialog.getByRole('button', { name: 'Hapus' }).click()
    await expect(page.getByText('Gagal menghapus produk')).toBeVisible()
    await expect(page.getByText('Server sedang sibuk.')).toBeVisible()
    await expectNoAxeViolations(page)

    // And a success toast.
    await page.unrouteAll()
    await page.getByRole('button', { name: `Aksi untuk ${produk.judul}` }).click()
    await page.getByRole('menuitem', { name: 'Hapus' }).click()
    await dialog.getByRole('button', { name: 'Hapus' }).click()
    await expect(page.getByText('Produk berhasil dihapus!')).toBeVisible()
    await expectNoAxeViolations(page)
  } finally {
    await deleteViaApi(page, `/api/produk/${produk._id}`)
  }
})

test('axe with the password dialog open and its error toast shown @desktop-only', async ({
  page,
}) => {
  await loginViaApi(page)
  await page.goto('/admin/dashboard')
  await page.getByRole('button', { name: /Administrator/ }).click()
  await page.getByRole('button', { name: 'Ubah Password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ubah Password' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await page.route('**/api/auth/change-password', (route) => route.fulfill({ status: 500 }))
  await dialog.getByLabel('Password Lama', { exact: true }).fill('password-lama-123')
  await dialog.getByLabel('Password Baru', { exact: true }).fill('Kebun-Kopi-Merapi-2026')
  await dialog
    .getByLabel('Konfirmasi Password Baru', { exact: true })
    .fill('Kebun-Kopi-Merapi-2026')
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Terjadi kesalahan saat update')).toBeVisible()
  await expectNoAxeViolations(page)
  // The session is untouched by the failed change.
  expect((await page.request.post('/api/auth/refresh', { headers: ORIGIN })).status()).toBe(200)
})
