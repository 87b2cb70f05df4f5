import type { Page } from '@playwright/test'

import { ADMIN, expect, expectNoAxeViolations, test } from './fixtures'
import { loginViaApi, openAdmin, ORIGIN } from './admin-helpers'

const NEW_PASSWORD = 'rahasia-baru-456'

test.describe('change password', () => {
  test('each message, then signing in with the new password @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin/dashboard')
    try {
      await page.getByRole('button', { name: /Administrator/ }).click()
      await page.getByRole('button', { name: 'Ubah Password' }).click()
      const dialog = page.getByRole('dialog', { name: 'Ubah Password' })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)

      // All three are required.
      await dialog.getByRole('button', { name: 'Simpan' }).click()
      await expect(dialog.getByText('Mohon lengkapi semua field.')).toBeVisible()

      // New and confirmation must match.
      await dialog.getByLabel('Password Lama', { exact: true }).fill(ADMIN.password)
      await dialog.getByLabel('Password Baru', { exact: true }).fill(NEW_PASSWORD)
      await dialog.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('lain-lagi')
      await dialog.getByRole('button', { name: 'Simpan' }).click()
      await expect(dialog.getByText('Konfirmasi password tidak cocok')).toBeVisible()
      await expect(dialog.getByText('Mohon lengkapi semua field.')).toBeHidden()

      // Each field has its own show/hide toggle.
      await dialog.getByRole('button', { name: 'Tampilkan konfirmasi password baru' }).click()
      await expect(dialog.getByLabel('Konfirmasi Password Baru', { exact: true })).toHaveAttribute(
        'type',
        'text',
      )

      // A wrong current password: the server's own text.
      await dialog.getByLabel('Password Lama', { exact: true }).fill('bukan-password-ini')
      await dialog.getByLabel('Konfirmasi Password Baru', { exact: true }).fill(NEW_PASSWORD)
      await dialog.getByRole('button', { name: 'Simpan' }).click()
      await expect(page.getByText('Password lama salah.')).toBeVisible()
      await expect(dialog).toBeVisible()

      // Batal closes without saving; the dialog opens empty again.
      await dialog.getByRole('button', { name: 'Batal' }).click()
      await expect(dialog).toBeHidden()
      await page.getByRole('button', { name: 'Ubah Password' }).click()
      await expect(dialog.getByLabel('Password Lama', { exact: true })).toHaveValue('')

      await dialog.getByLabel('Password Lama', { exact: true }).fill(ADMIN.password)
      await dialog.getByLabel('Password Baru', { exact: true }).fill(NEW_PASSWORD)
      await dialog.getByLabel('Konfirmasi Password Baru', { exact: true }).fill(NEW_PASSWORD)
      await dialog.getByRole('button', { name: 'Simpan' }).click()
      await expect(page.getByText('Password berhasil diubah!')).toBeVisible()
      await expect(dialog).toBeHidden()

      // Sign out, then in with the new password through the form.
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.waitForURL(/\/admin$/)
      await page.getByLabel('Username').fill(ADMIN.username)
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/Login gagal/)
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Login' }).click()
      await page.waitForURL('**/admin/dashboard')
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    } finally {
      // Put the seeded password back for the other tests, whichever step failed (and without
      // guessing: five wrong passwords lock the account).
      const changed = await page.request.post('/api/auth/login', {
        headers: ORIGIN,
        data: { username: ADMIN.username, password: NEW_PASSWORD },
      })
      if (changed.ok()) {
        await page.request.patch('/api/auth/change-password', {
          headers: ORIGIN,
          data: { currentPassword: NEW_PASSWORD, newPassword: ADMIN.password },
        })
      }
    }
    await loginViaApi(page, ADMIN.password)
  })

  test('a server failure without a message says Terjadi kesalahan saat update @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/dashboard')
    await page.route('**/api/auth/change-password', (route) => route.fulfill({ status: 500 }))
    await page.getByRole('button', { name: /Administrator/ }).click()
    await page.getByRole('button', { name: 'Ubah Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ubah Password' })
    await dialog.getByLabel('Password Lama', { exact: true }).fill('a')
    // Long enough for the 12-character rule, so the call is made.
    await dialog.getByLabel('Password Baru', { exact: true }).fill('sandi-baru-panjang')
    await dialog.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('sandi-baru-panjang')
    await dialog.getByRole('button', { name: 'Simpan' }).click()
    await expect(page.getByText('Terjadi kesalahan saat update')).toBeVisible()
  })
})

/**
 * Stops the page's clock, so that only fastForward moves it: with a flowing clock a slow
 * machine could let the 5 s notice expire before the test looks at it.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

/** Sonner renders a new toast from a zero-delay timer, which a paused clock only fires when moved. */
async function expectToastShown(page: Page, text: string) {
  const toast = page.getByText(text)
  await expect
    .poll(async () => {
      await page.clock.runFor(1)
      return toast.isVisible()
    })
    .toBe(true)
  return toast
}

test.describe('inactivity', () => {
  test('15 idle minutes end the session with the spec message for 5 s; activity resets the timer @desktop-only', async ({
    page,
  }) => {
    await page.clock.install()
    await openAdmin(page, '/admin/laporan')
    await pauseClock(page)

    // 14 minutes idle: still signed in. Then activity restarts the 15 minutes.
    await page.clock.fastForward('14:00')
    await expect(page).toHaveURL(/\/admin\/laporan$/)
    await page.mouse.move(200, 200)
    await page.mouse.move(240, 260)
    await page.clock.fastForward('14:00')
    await expect(page).toHaveURL(/\/admin\/laporan$/)
    await page.keyboard.press('Shift')
    await page.clock.fastForward('14:30')
    await expect(page).toHaveURL(/\/admin\/laporan$/)
    await page.mouse.wheel(0, 300)
    await page.clock.fastForward('14:30')
    await expect(page).toHaveURL(/\/admin\/laporan$/)

    // Now 15 minutes without anything.
    await page.clock.fastForward('15:01')
    const notice = await expectToastShown(page, 'Sesi berakhir otomatis karena tidak ada aktivitas')
    await page.waitForURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Login Administrator' })).toBeVisible()
    await expect(notice).toBeVisible()
    await page.clock.fastForward('00:04')
    await expect(notice).toBeVisible()
    await page.clock.fastForward('00:02')
    // Sonner unmounts a toast on a timer it sets once the 5 s are up, so let time flow again.
    await page.clock.resume()
    await expect(notice).toBeHidden()

    // The server session was revoked by the auto-logout call.
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('a failing auto-logout call says Gagal auto logout and still goes to /admin @desktop-only', async ({
    page,
  }) => {
    await page.clock.install()
    await openAdmin(page, '/admin/dashboard')
    await pauseClock(page)
    await page.route('**/api/auth/auto-logout', (route) => route.fulfill({ status: 500 }))
    await page.clock.fastForward('15:01')
    await expectToastShown(page, 'Gagal auto logout')
    await expectToastShown(page, 'Sesi berakhir otomatis karena tidak ada aktivitas')
    await page.waitForURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Login Administrator' })).toBeVisible()
  })

  test('a session the server had already ended still gets the normal notice, not the failure @desktop-only', async ({
    page,
  }) => {
    await page.clock.install()
    await openAdmin(page, '/admin/dashboard')
    await pauseClock(page)
    await page.route('**/api/auth/auto-logout', (route) =>
      route.fulfill({ status: 401, json: { error: 'Sesi tidak valid.' } }),
    )
    await page.clock.fastForward('15:01')
    await expectToastShown(page, 'Sesi berakhir otomatis karena tidak ada aktivitas')
    await page.waitForURL(/\/admin$/)
    await expect(page.getByText('Gagal auto logout')).toHaveCount(0)
  })

  test('activity keeps the server session alive @desktop-only', async ({ page }) => {
    await page.clock.install()
    await openAdmin(page, '/admin/dashboard')
    const refresh = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/refresh') && request.method() === 'POST',
    )
    await page.clock.fastForward('05:00')
    await page.mouse.move(300, 300)
    const response = await (await refresh).response()
    expect(response?.status()).toBe(200)
  })

  test('a server that is down keeps the administrator signed in and says so @desktop-only', async ({
    page,
  }) => {
    await page.clock.install()
    await openAdmin(page, '/admin/dashboard')
    // The database is away: the keep-alive answers 503, as src/lib/faults.ts does.
    await page.route('**/api/auth/refresh', (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: 'Server sedang tidak dapat menghubungi basis data. Coba lagi dalam beberapa saat.',
        },
      }),
    )
    const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'))
    await page.clock.fastForward('05:00')
    await page.mouse.move(300, 300)
    expect((await refresh).status()).toBe(503)
    await expectToastShown(
      page,
      'Server sedang tidak tersedia. Anda tetap masuk; coba lagi dalam beberapa saat.',
    )
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByText('Sesi Anda telah berakhir. Silakan login kembali.')).toHaveCount(0)

    // Back again: the same session goes on.
    await page.unrouteAll()
    const again = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'))
    await page.clock.fastForward('01:05')
    await page.mouse.move(320, 320)
    expect((await again).status()).toBe(200)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
  })
})

test.describe('keeping the administrator and the work', () => {
  test('a minute before the idle logout a warning offers Tetap masuk, which keeps the session @desktop-only', async ({
    page,
  }) => {
    await page.clock.install()
    await openAdmin(page, '/admin/laporan')
    await pauseClock(page)

    await page.clock.fastForward('13:50')
    const warning = page.getByRole('alertdialog', { name: 'Sesi akan segera berakhir' })
    await expect(warning).toHaveCount(0)
    await page.clock.fastForward('00:15')
    await expect(warning).toBeVisible()
    await expect(warning).toContainText('dalam 1 menit')
    const stay = warning.getByRole('button', { name: 'Tetap masuk' })
    await expect(stay).toBeFocused()
    // axe waits on timers, so the clock runs again (the next deadline is minutes away).
    await page.clock.resume()
    await expectNoAxeViolations(page)

    const refresh = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/refresh') && request.method() === 'POST',
    )
    await page.keyboard.press('Enter')
    await expect(warning).toBeHidden()
    expect((await (await refresh).response())?.status()).toBe(200)

    // The 15 minutes start again: 14:30 later the page is still signed in.
    await page.clock.fastForward('14:30')
    await expect(page).toHaveURL(/\/admin\/laporan$/)
    await expect(warning).toBeVisible()
    await page.clock.fastForward('00:31')
    await expectToastShown(page, 'Sesi berakhir otomatis karena tidak ada aktivitas')
    await page.waitForURL(/\/admin$/)
  })

  test('typed work survives the idle logout: signing in returns to the form, which offers it back @desktop-only', async ({
    page,
  }) => {
    const judul = `Berita Draf ${Date.now()}`
    await page.clock.install()
    await openAdmin(page, '/admin/news/tambah')
    await page.getByLabel('Judul', { exact: true }).fill(judul)
    await page.getByLabel('Kategori').selectOption('Zakat & Wakaf')
    await page.getByLabel('Isi Bagian Pertama').fill('Paragraf yang diketik sebelum sesi habis.')
    await pauseClock(page)
    await page.clock.fastForward('15:01')
    await expectToastShown(page, 'Sesi berakhir otomatis karena tidak ada aktivitas')
    await page.waitForURL(/\/admin$/)
    await page.clock.resume()

    // Sign in again through the form: back to the form, not the dashboard.
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL('**/admin/news/tambah')
    const offer = page.getByRole('status').filter({ hasText: 'Ada isian yang belum tersimpan' })
    await expect(offer).toBeVisible()
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue('')
    await expectNoAxeViolations(page)
    await offer.getByRole('button', { name: 'Pulihkan isian' }).click()
    await expect(offer).toBeHidden()
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(judul)
    await expect(page.getByLabel('Judul', { exact: true })).toBeFocused()
    await expect(page.getByLabel('Kategori')).toHaveValue('Zakat & Wakaf')
    await expect(page.getByLabel('Isi Bagian Pertama')).toHaveText(
      'Paragraf yang diketik sebelum sesi habis.',
    )

    // Still kept while it is unsaved; Buang lets it go for good.
    await page.reload()
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: 'Buang' }).click()
    await expect(offer).toBeHidden()
    await page.reload()
    await expect(page.getByLabel('Judul', { exact: true })).toBeVisible()
    await expect(offer).toHaveCount(0)
  })

  test('a save refused because the session ended keeps the work and leads back to it @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/produk/tambah')
    // The keep-alive has just run, so the next one is a minute away and the save meets the 401.
    // The panel hears activity once it has hydrated, which a loaded machine delays: move until
    // it answers.
    let refreshedStatus = 0
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/refresh')) refreshedStatus = r.status()
    })
    await expect(async () => {
      await page.mouse.move(40 + Math.round(Math.random() * 20), 40)
      expect(refreshedStatus).toBe(200)
    }).toPass({ intervals: [250] })
    await page.getByLabel('Judul', { exact: true }).fill('Produk Sesi Habis')
    await page.getByLabel('Sub Judul').fill('Sub judul')
    await page.getByLabel('Deskripsi').fill('Deskripsi yang tidak boleh hilang.')
    // The session ends elsewhere (signed out in another tab).
    await page.request.post('/api/auth/logout', { headers: ORIGIN })
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/produk'))
    await page.getByRole('button', { name: 'Simpan Produk' }).click()
    await page.getByRole('button', { name: 'Ya, Simpan' }).click()
    expect((await saved).status()).toBe(401)
    await expect(page.getByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeVisible()
    await page.waitForURL(/\/admin$/)

    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL('**/admin/produk/tambah')
    const offer = page.getByRole('status').filter({ hasText: 'Ada isian yang belum tersimpan' })
    await offer.getByRole('button', { name: 'Pulihkan isian' }).click()
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue('Produk Sesi Habis')
    await expect(page.getByLabel('Deskripsi')).toHaveText('Deskripsi yang tidak boleh hilang.')
    // Signing out on purpose forgets the way back: the next sign-in starts at the dashboard.
    await page.getByRole('button', { name: /Administrator/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(/\/admin$/)
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL('**/admin/dashboard')
  })
})
