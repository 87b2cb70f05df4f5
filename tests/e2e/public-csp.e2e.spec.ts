import { createHash } from 'node:crypto'

import type { Page, Response } from '@playwright/test'

import { loginViaApi } from './admin-helpers'
import { ADMIN, expect, test } from './fixtures'
import { listNews, listProduk, publicPaths } from './public-helpers'

/*
 * Every public page is cached and served to everyone, so no nonce can protect it: its policy
 * lists the SHA-256 of each of its own inline scripts instead, and no other inline script runs.
 */

/** The browser's reports of what the page's policy refused, as they come. */
function cspViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** Every Content-Security-Policy header of an answer. */
const policiesOf = async (response: Response) =>
  (await response.headersArray())
    .filter((h) => h.name.toLowerCase() === 'content-security-policy')
    .map((h) => h.value)

const scriptSources = (policy: string) =>
  /(?:^|;)\s*script-src ([^;]+)/.exec(policy)?.[1].trim().split(/\s+/) ?? []

test('public pages allow only their own inline scripts, by hash, and run without a violation', async ({
  page,
  request,
}) => {
  const [produk] = await listProduk(request)
  const [news] = await listNews(request)
  const violations = cspViolations(page)
  for (const path of [...publicPaths(produk.slug, news.slug), '/halaman-yang-tidak-ada']) {
    // Twice: the render that fills the cache and the cached copy carry the same policy.
    for (const visit of ['first', 'cached']) {
      const response = (await page.goto(path))!
      const policies = await policiesOf(response)
      expect(policies, `${path} (${visit})`).toHaveLength(1)
      const sources = scriptSources(policies[0])
      expect(sources, path).not.toContain("'unsafe-inline'")
      expect(sources, path).not.toContain("'unsafe-eval'")
      const inline = await page
        .locator('script:not([src]):not([type="application/ld+json"])')
        .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''))
      expect(inline.length, path).toBeGreaterThan(0)
      for (const body of inline) {
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
        expect(sources, `${path}: an inline script`).toContain(hash)
      }
    }
  }
  // The pages work: hydrated, so the client components answer.
  await page.goto('/')
  await expect(page.locator('ul[data-picked]').first()).toBeAttached()
  expect(violations).toEqual([])
})

test('an injected inline script is refused on a cached page', async ({ page }) => {
  const violations = cspViolations(page)
  await page.goto('/profil/visi-misi')
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    return (window as unknown as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  expect(violations.length).toBeGreaterThan(0)
})

test('the back-office, rendered per request, runs only scripts with the nonce of each answer @desktop-only', async ({
  page,
}) => {
  const violations = cspViolations(page)
  const nonces = new Set<string>()
  for (const path of ['/admin', '/admin/dashboard', '/admin/produk']) {
    if (path === '/admin/dashboard') await loginViaApi(page)
    const response = (await page.goto(path))!
    const policies = await policiesOf(response)
    expect(policies, path).toHaveLength(1)
    const sources = scriptSources(policies[0])
    expect(sources, path).not.toContain("'unsafe-inline'")
    expect(sources, path).toContain("'strict-dynamic'")
    const nonce = sources.find((s) => s.startsWith("'nonce-"))!
    expect(nonce, path).toBeTruthy()
    nonces.add(nonce)
    // Every script the server wrote carries it.
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const tag of scripts.filter((t) => !t.includes('application/ld+json'))) {
      expect(tag, path).toContain(`nonce="${nonce.slice(7, -1)}"`)
    }
  }
  await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeVisible()
  expect(nonces.size).toBe(3)
  expect(violations).toEqual([])
})

/** The violations the page's own document reported (securitypolicyviolation), as they come. */
async function listenForViolations(page: Page) {
  await page.addInitScript(() => {
    const reported: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = reported
    document.addEventListener('securitypolicyviolation', (event) =>
      reported.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

test("Payload's panel at /cms runs on a nonce of each answer too, signed out and signed in @desktop-only", async ({
  page,
}) => {
  const consoleViolations = cspViolations(page)
  const documentViolations = await listenForViolations(page)
  const nonces = new Set<string>()
  const checkPolicy = async (response: Response, path: string) => {
    const policies = await policiesOf(response)
    expect(policies, path).toHaveLength(1)
    const sources = scriptSources(policies[0])
    expect(sources, path).not.toContain("'unsafe-inline'")
    expect(sources, path).toContain("'strict-dynamic'")
    const nonce = sources.find((s) => s.startsWith("'nonce-"))
    expect(nonce, path).toBeTruthy()
    nonces.add(nonce!)
  }

  await checkPolicy((await page.goto('/cms/login'))!, '/cms/login')
  // The login form is React's: it signs in only when the panel's scripts run.
  await page.getByLabel(/username|nama pengguna/i).fill(ADMIN.username)
  await page
    .getByLabel(/password|kata sandi/i)
    .first()
    .fill(ADMIN.password)
  await page.getByRole('button', { name: /masuk|login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  expect(await documentViolations()).toEqual([])

  for (const path of [
    '/cms',
    '/cms/collections/news',
    '/cms/collections/produk/create',
    '/cms/globals/site-settings',
    '/cms/account',
  ]) {
    await checkPolicy((await page.goto(path))!, path)
    await expect(
      page.locator('.template-default, .collection-edit, .dashboard').first(),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await documentViolations(), path).toEqual([])
  }
  expect(nonces.size).toBe(6)
  expect(consoleViolations).toEqual([])
})

test('no page reports a policy violation: zod never probes for eval, on the site, the back-office and /cms @desktop-only', async ({
  page,
}) => {
  const violations = await listenForViolations(page)
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path)
    await ready()
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
  await visit('/', () => expect(page.locator('ul[data-picked]').first()).toBeAttached())
  await visit('/admin', () => expect(page.getByRole('button', { name: 'Login' })).toBeVisible())
  await loginViaApi(page)
  await visit('/admin/news/tambah', () =>
    expect(page.locator('main [contenteditable=true]').first()).toBeVisible(),
  )
  await visit('/cms', () => expect(page.locator('.dashboard').first()).toBeVisible())
})
