import { expect, test } from './fixtures'

test('the health endpoints answer', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready' })
})

test('the CMS panel serves its login page, and the first admin can sign in @desktop-only', async ({
  page,
}) => {
  await page.goto('/cms/login')
  await page.getByLabel(/username|nama pengguna/i).fill('admin')
  await page
    .getByLabel(/password|kata sandi/i)
    .first()
    .fill(process.env.E2E_ADMIN_PASSWORD ?? 'rahasia-e2e-123')
  await page.getByRole('button', { name: /masuk|login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
})
