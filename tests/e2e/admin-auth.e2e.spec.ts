import { ADMIN, expect, expectNoAxeViolations, test } from './fixtures'
import { loginViaApi, openAdmin, ORIGIN } from './admin-helpers'

test.describe('admin login and session', () => {
  test('a wrong password is refused, the right one says Login berhasil! and opens the dashboard after 2 s @desktop-only', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(page).toHaveTitle(/Login Administrator/)
    await expect(page.getByRole('heading', { name: 'Login Administrator' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Menu admin' })).toHaveCount(0)
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} PT BPRS`)
    // The side image is shown on wide screens only.
    await expect(page.locator('img[src*="login-side"]')).toBeVisible()
    await expectNoAxeViolations(page)

    // The password toggle shows and hides the text.
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('salah-sekali')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Tampilkan password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Sembunyikan password' }).click()
    await expect(password).toHaveAttribute('type', 'password')

    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByRole('button', { name: 'Login' }).click()
    // The server's message mentions the username, so it sits under that field.
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/Login gagal/)
    await expect(page).toHaveURL(/\/admin$/)
    await expectNoAxeViolations(page)

    await password.fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Login berhasil!')).toBeVisible()
    const shownAt = Date.now()
    await page.waitForTimeout(1200)
    await expect(page).toHaveURL(/\/admin$/)
    await page.waitForURL('**/admin/dashboard')
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })

  test('empty login fields get the server message under the username field @desktop-only', async ({
    page,
  }) => {
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Username dan password wajib diisi.')).toBeVisible()
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
  })

  test('the gate: a fresh browser opening admin pages lands on /admin @desktop-only', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    for (const url of [
      '/admin/laporan',
      '/admin/dashboard',
      '/admin/news/tambah',
      '/admin/produk/detail/1',
    ]) {
      await page.goto(url)
      await expect(page).toHaveURL(/\/admin$/)
      await expect(page.getByRole('heading', { name: 'Login Administrator' })).toBeVisible()
    }
    // The pages are never indexed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await context.close()
  })

  test('the side menu links every section and marks the current one @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/dashboard')
    const menu = page.getByRole('navigation', { name: 'Menu admin' })
    for (const [name, url, heading] of [
      ['Laporan', '/admin/laporan', 'Laporan'],
      ['News', '/admin/news', 'News'],
      ['Produk dan Layanan', '/admin/produk', 'Produk dan Layanan'],
      ['Dashboard', '/admin/dashboard', 'Dashboard'],
    ] as const) {
      await menu.getByRole('link', { name }).click()
      await page.waitForURL(`**${url}`)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
    }
    const administrator = page.getByRole('button', { name: /Administrator/ })
    await expect(administrator).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: 'Ubah Password' })).toBeHidden()
    await administrator.click()
    await expect(administrator).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('button', { name: 'Ubah Password' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  })

  test('logout says Logout berhasil!, lands on /admin after 2 s and ends the session @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/dashboard')
    await page.getByRole('button', { name: /Administrator/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Logout berhasil!')).toBeVisible()
    await page.waitForTimeout(1200)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.waitForURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Login Administrator' })).toBeVisible()
    // The session is gone on the server too.
    await page.goto('/admin/laporan')
    await expect(page).toHaveURL(/\/admin$/)
    expect((await page.request.post('/api/auth/refresh', { headers: ORIGIN })).status()).toBe(401)
  })

  test('a failed logout says Gagal logout and still returns to /admin @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/dashboard')
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 500, json: { error: 'Terjadi kesalahan pada server.' } }),
    )
    await page.getByRole('button', { name: /Administrator/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Gagal logout')).toBeVisible()
    await page.waitForURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Login Administrator' })).toBeVisible()
  })
})

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 767, height: 900 } })

  test('below 768 px every admin page shows the desktop-only message and no side menu', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(
      page.getByRole('heading', { name: 'Halaman admin hanya tersedia di desktop' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login' })).toBeHidden()

    await loginViaApi(page)
    for (const url of ['/admin/dashboard', '/admin/laporan', '/admin/news/tambah']) {
      await page.goto(url)
      await expect(
        page.getByRole('heading', { name: 'Halaman admin hanya tersedia di desktop' }),
      ).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeHidden()
    }
    await expectNoAxeViolations(page)
  })
})

test.describe('exactly 768 px', () => {
  test.use({ viewport: { width: 768, height: 900 } })

  test('from 768 px the back-office is shown @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin/dashboard')
    await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Halaman admin hanya tersedia di desktop' }),
    ).toBeHidden()
  })
})
