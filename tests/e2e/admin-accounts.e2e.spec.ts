import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

import { openAdmin, ORIGIN, unique } from './admin-helpers'
import { ADMIN, expect, expectNoAxeViolations, test } from './fixtures'

/*
 * The Administrator screen and the second factor, by keyboard. The shared 'admin' account is
 * only ever the one adding and confirming: every sign-in with a second factor or a temporary
 * password is made by an account created here, so the other browser tests find 'admin' as it was.
 */

/** Presses Tab until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** What an authenticator app shows for `secret`, `offset` ms from now. */
const codeFor = (secret: string, offset = 0) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: Date.now() + offset })

type AccountRow = { id: number; username: string; active: boolean; totpEnabled: boolean }

async function accounts(request: APIRequestContext): Promise<AccountRow[]> {
  const response = await request.get('/api/administrator')
  expect(response.status()).toBe(200)
  return (await response.json()).data
}

/** A sign-in through the API, in a context of its own: its status and answer. */
async function tryLogin(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login', {
    headers: ORIGIN,
    data: { username, password },
  })
  return { status: response.status(), body: await response.json() }
}

/** Signs in through the login form, by keyboard, up to the username and password. */
async function typeCredentials(page: Page, username: string, password: string) {
  await page.goto('/admin')
  await tabTo(page, page.getByLabel('Username'))
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
}

test.describe('administrator accounts', () => {
  test('add one and see its temporary password once, deactivate and reactivate it, never one own, by keyboard @desktop-only', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const username = `uji${unique()}`.slice(0, 20)
    await openAdmin(page, '/admin/administrator')
    await expect(page.getByRole('heading', { name: 'Administrator', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)

    // One's own row offers nothing to do to it, and the API refuses it too.
    const own = page.getByRole('row').filter({ hasText: '(Anda)' })
    await expect(own).toContainText(ADMIN.username)
    await expect(own.getByRole('button')).toHaveCount(0)
    const ownId = (await accounts(page.request)).find((a) => a.username === ADMIN.username)!.id
    const refused = await page.request.patch(`/api/administrator/${ownId}`, {
      headers: ORIGIN,
      data: { active: false, currentPassword: ADMIN.password },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Akun Anda sendiri tidak dapat dinonaktifkan.' })

    // Add one, by keyboard: a wrong confirmation first, then the right one.
    const add = page.getByRole('button', { name: 'Tambah Administrator' })
    await tabTo(page, add)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Tambah Administrator' })
    await expect(dialog.getByLabel('Username')).toBeFocused()
    await page.keyboard.type(username)
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('Nama')).toBeFocused()
    await page.keyboard.type('Petugas Uji')
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('Email (untuk Lupa password)')).toBeFocused()
    await page.keyboard.type(`${username}@bank.test`)
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('Password Anda', { exact: true })).toBeFocused()
    await page.keyboard.type('bukan-password-ini')
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Password Anda salah.')).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByLabel('Password Anda', { exact: true }).focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(ADMIN.password)
    await page.keyboard.press('Enter')

    // The temporary password takes the focus, so it is read out; then Tab to Selesai.
    const shown = dialog.getByLabel('Password sementara')
    await expect(shown).toBeFocused()
    const temporary = await shown.inputValue()
    expect(temporary.length).toBeGreaterThanOrEqual(12)
    await expect(page.getByText('Administrator berhasil ditambahkan.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Selesai' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    // Focus returns to the button that opened the dialog.
    await expect(add).toBeFocused()

    const row = page.getByRole('row').filter({ hasText: username })
    await expect(row).toContainText('Petugas Uji')
    await expect(row).toContainText('Password sementara')
    await expect(row).toContainText('Belum pernah')
    // Shown once: opening the dialog again shows an empty form, not the password.
    await page.keyboard.press('Enter')
    await expect(dialog.getByLabel('Password sementara')).toHaveCount(0)
    await expect(dialog.getByLabel('Username')).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(page.locator(`input[value="${temporary}"]`)).toHaveCount(0)

    // The temporary password signs in only as far as choosing a new one.
    const outside = await playwright.request.newContext({ baseURL: ORIGIN.Origin })
    try {
      const first = await tryLogin(outside, username, temporary)
      expect(first.status).toBe(202)
      expect(first.body.challenge).toBe('new-password')

      // Deactivate it: it can no longer sign in.
      const deactivate = row.getByRole('button', { name: `Nonaktifkan ${username}`, exact: true })
      await tabTo(page, deactivate)
      await page.keyboard.press('Enter')
      const confirm = page.getByRole('dialog', { name: `Nonaktifkan ${username}`, exact: true })
      await expect(confirm.getByLabel('Password Anda', { exact: true })).toBeFocused()
      await page.keyboard.type(ADMIN.password)
      await page.keyboard.press('Enter')
      await expect(page.getByText('Administrator dinonaktifkan.')).toBeVisible()
      await expect(confirm).toBeHidden()
      const reactivate = row.getByRole('button', { name: `Aktifkan ${username}`, exact: true })
      await expect(reactivate).toBeVisible()
      expect((await tryLogin(outside, username, temporary)).status).toBe(401)
      await expectNoAxeViolations(page)

      // Reactivate it.
      await tabTo(page, reactivate)
      await page.keyboard.press('Enter')
      const again = page.getByRole('dialog', { name: `Aktifkan ${username}`, exact: true })
      await page.keyboard.type(ADMIN.password)
      await page.keyboard.press('Enter')
      await expect(page.getByText('Administrator diaktifkan kembali.')).toBeVisible()
      await expect(again).toBeHidden()
      await expect(deactivate).toBeVisible()
      expect((await tryLogin(outside, username, temporary)).status).toBe(202)
    } finally {
      await outside.dispose()
    }
  })

  test('an account adds its second factor, then signs in with a code, by keyboard @desktop-only', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const username = `duafa${unique()}`.slice(0, 20)
    const password = `sandi-${unique()}-2fa`
    await openAdmin(page, '/admin/administrator')
    const created = await page.request.post('/api/administrator', {
      headers: ORIGIN,
      data: { username, currentPassword: ADMIN.password },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { temporaryPassword } = await created.json()

    const context = await browser.newContext()
    const own = await context.newPage()
    try {
      // First sign-in: the temporary password must be replaced.
      await typeCredentials(own, username, temporaryPassword)
      await expect(
        own.getByText('Password Anda adalah password sementara. Buat password baru'),
      ).toBeVisible()
      await expect(own.getByLabel('Password Baru', { exact: true })).toBeFocused()
      await expectNoAxeViolations(own)
      await own.keyboard.type(password)
      await tabTo(own, own.getByLabel('Konfirmasi Password Baru', { exact: true }))
      await own.keyboard.type(password)
      await own.keyboard.press('Enter')
      await expect(own.getByText('Login berhasil!')).toBeVisible()
      await own.waitForURL('**/admin/dashboard')

      // The side menu leads to the screen; the second factor is added there.
      const menu = own.getByRole('navigation', { name: 'Menu admin' })
      await tabTo(own, menu.getByRole('link', { name: 'Akun Administrator' }))
      await own.keyboard.press('Enter')
      await own.waitForURL('**/admin/administrator')
      await tabTo(own, own.getByRole('button', { name: 'Pasang verifikasi dua langkah' }))
      await own.keyboard.press('Enter')
      await expect(
        own.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
      ).toBeVisible()
      const secret = await own.getByLabel('Atau ketik kunci rahasia ini:').inputValue()
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      await expect(own.getByLabel('Kode verifikasi')).toBeFocused()
      await expectNoAxeViolations(own)
      // A code of the step before: the sign-in below uses the current one, which must be later.
      await own.keyboard.type(codeFor(secret, -30_000))
      await own.keyboard.press('Enter')
      const codes = own.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem')
      await expect(codes).toHaveCount(10)
      const recovery = await codes.allInnerTexts()
      await expectNoAxeViolations(own)
      await tabTo(own, own.getByRole('button', { name: 'Sudah saya simpan' }))
      await own.keyboard.press('Enter')
      await expect(
        own.getByRole('button', { name: 'Matikan verifikasi dua langkah' }),
      ).toBeVisible()
      expect((await accounts(own.request)).find((a) => a.username === username)?.totpEnabled).toBe(
        true,
      )

      // Signing in again asks for a code after the password; a wrong one is refused.
      await context.clearCookies()
      await typeCredentials(own, username, password)
      const code = own.getByLabel('Kode verifikasi')
      await expect(code).toBeFocused()
      await expect(own.getByText('Masukkan kode 6 digit dari aplikasi autentikator')).toBeVisible()
      await expectNoAxeViolations(own)
      const current = codeFor(secret)
      await own.keyboard.type(current === '000000' ? '111111' : '000000')
      await own.keyboard.press('Enter')
      await expect(own.getByText('Kode verifikasi salah atau sudah dipakai.')).toBeVisible()
      await expect(code).toHaveAccessibleDescription(/Kode verifikasi salah/)
      await expectNoAxeViolations(own)
      await code.fill('')
      await own.keyboard.type(codeFor(secret))
      await own.keyboard.press('Enter')
      await expect(own.getByText('Login berhasil!')).toBeVisible()
      await own.waitForURL('**/admin/dashboard')
      await expect(own.getByRole('navigation', { name: 'Menu admin' })).toBeVisible()

      // A recovery code works once in place of the app's code.
      await context.clearCookies()
      await typeCredentials(own, username, password)
      await expect(own.getByLabel('Kode verifikasi')).toBeFocused()
      await own.keyboard.type(recovery[0]!)
      await own.keyboard.press('Enter')
      await own.waitForURL('**/admin/dashboard')
      await context.clearCookies()
      await typeCredentials(own, username, password)
      await expect(own.getByLabel('Kode verifikasi')).toBeFocused()
      await own.keyboard.type(recovery[0]!)
      await own.keyboard.press('Enter')
      await expect(own.getByText('Kode verifikasi salah atau sudah dipakai.')).toBeVisible()
    } finally {
      await context.close()
      // Out of the way of the other tests: the account cannot sign in any more.
      const row = (await accounts(page.request)).find((a) => a.username === username)
      if (row) {
        await page.request.patch(`/api/administrator/${row.id}`, {
          headers: ORIGIN,
          data: { active: false, currentPassword: ADMIN.password },
        })
      }
    }
  })

  test("one's own sessions, and 'keluar dari perangkat lain', by keyboard @desktop-only", async ({
    page,
    browser,
    playwright,
  }) => {
    const username = `sesi${unique()}`.slice(0, 20)
    const password = `sandi-${unique()}-sesi`
    await openAdmin(page, '/admin/administrator')
    const created = await page.request.post('/api/administrator', {
      headers: ORIGIN,
      data: { username, currentPassword: ADMIN.password },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { temporaryPassword } = await created.json()

    const context = await browser.newContext()
    const own = await context.newPage()
    const elsewhere = await playwright.request.newContext({ baseURL: ORIGIN.Origin })
    try {
      // This browser signs in (replacing the temporary password), and so does another device.
      const first = await tryLogin(own.request, username, temporaryPassword)
      expect(first.status).toBe(202)
      const verified = await own.request.post('/api/auth/login/verify', {
        headers: ORIGIN,
        data: { ticket: first.body.ticket, newPassword: password },
      })
      expect(verified.status(), await verified.text()).toBe(200)
      expect((await tryLogin(elsewhere, username, password)).status).toBe(200)

      await own.goto('/admin/administrator')
      const table = own.getByRole('table', { name: 'Sesi login Anda' })
      await expect(table.getByRole('row')).toHaveCount(3)
      await expect(table.getByRole('cell', { name: 'Perangkat ini' })).toHaveCount(1)
      await expect(table.getByRole('cell', { name: 'Perangkat lain' })).toHaveCount(1)
      await expectNoAxeViolations(own)

      await tabTo(own, own.getByRole('button', { name: 'Keluar dari perangkat lain' }))
      await own.keyboard.press('Enter')
      await expect(own.getByText('1 sesi di perangkat lain telah diakhiri.')).toBeVisible()
      await expect(table.getByRole('row')).toHaveCount(2)
      await expect(table.getByRole('cell', { name: 'Perangkat lain' })).toHaveCount(0)
      // The other device is signed out; this one is not.
      const theirs = await elsewhere.post('/api/auth/refresh', { headers: ORIGIN })
      expect(theirs.status()).toBe(401)
      const mine = await own.request.post('/api/auth/refresh', { headers: ORIGIN })
      expect(mine.status()).toBe(200)
    } finally {
      await elsewhere.dispose()
      await context.close()
      const row = (await accounts(page.request)).find((a) => a.username === username)
      if (row) {
        await page.request.patch(`/api/administrator/${row.id}`, {
          headers: ORIGIN,
          data: { active: false, currentPassword: ADMIN.password },
        })
      }
    }
  })

  test('without SMTP, the login page and the forgotten-password page say whom to ask @desktop-only', async ({
    page,
  }) => {
    const whom = 'Lupa password? Minta administrator lain membuat password sementara untuk Anda'
    await page.goto('/admin')
    await expect(page.getByText(whom)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Lupa password?' })).toHaveCount(0)
    await page.goto('/admin/lupa-password')
    await expect(page.getByRole('heading', { name: 'Lupa Password' })).toBeVisible()
    await expect(page.getByText(whom)).toBeVisible()
    await expect(page.getByLabel('Username')).toHaveCount(0)
    await expectNoAxeViolations(page)
    const refused = await page.request.post('/api/auth/forgot-password', {
      headers: ORIGIN,
      data: { username: ADMIN.username },
    })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).error).toContain(whom)
  })
})
