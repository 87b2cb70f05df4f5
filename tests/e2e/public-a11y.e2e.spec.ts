import { expect, expectNoAxeViolations, test } from './fixtures'
import { listNews, listProduk, publicPaths } from './public-helpers'

test('axe-core finds no violations on any public page', async ({ page, request }) => {
  test.setTimeout(180_000)
  const [produk] = await listProduk(request)
  const [news] = await listNews(request)
  for (const path of [
    ...publicPaths(produk.slug, news.slug),
    '/halaman-tidak-ada',
    '/produk/tidak-ada',
  ]) {
    await page.goto(path)
    await expect(page.locator('main#main'), path).toBeVisible()
    await test.step(path, () => expectNoAxeViolations(page))
  }
})

test('axe-core finds no violations with the menus open', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('button', { name: /^(Profil|Buka menu)$/ })
  await menu.click()
  await expectNoAxeViolations(page)
  await page.goto('/profil/struktur-organisasi')
  await page.getByRole('button', { name: 'Lihat Riwayat Pekerjaan' }).first().click()
  await expectNoAxeViolations(page)
})
