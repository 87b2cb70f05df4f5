import { ADMIN, expect, expectNoAxeViolations, test } from './fixtures'
import { isPhone, listProduk, meta, readJsonLd } from './public-helpers'

/*
 * The site search (issue 24): the header's plain form, its suggestions as a keyboard combobox,
 * and the results page.
 */

test('the header form searches without JavaScript @desktop-only', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
    baseURL: test.info().project.use.baseURL,
  })
  const page = await context.newPage()
  await page.goto('/news')
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Cari di situs' })
  await field.fill('pembiayaan murabahah')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/cari\?q=pembiayaan\+murabahah$/)
  const results = page.getByRole('main').getByRole('article')
  await expect(results.first().getByRole('link')).toHaveText('Pembiayaan Murabahah')
  await expect(
    results
      .first()
      .locator('mark', { hasText: /^murabahah$/i })
      .first(),
  ).toBeVisible()
  expect(await meta(page, 'robots')).toMatch(/noindex/)

  await page.getByRole('main').getByRole('searchbox', { name: 'Kata pencarian' }).fill('murabahaa')
  await page.getByRole('main').getByRole('button', { name: 'Cari' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Tidak ada hasil untuk “murabahaa”.',
  )
  await page.getByRole('link', { name: 'murabahah' }).click()
  await expect(page).toHaveURL(/\/cari\?q=murabahah$/)
  await expect(results.first().getByRole('link')).toHaveText('Pembiayaan Murabahah')
  await context.close()
})

test('the suggestions answer the keyboard as an ARIA combobox', async ({ page }) => {
  await page.goto('/')
  if (isPhone(page)) await page.getByRole('button', { name: 'Buka menu' }).click()
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Cari di situs' })
  await field.focus()
  const combobox = page.getByRole('combobox', { name: 'Cari di situs' })
  await expect(combobox).toHaveAttribute('aria-expanded', 'false')
  await combobox.pressSequentially('murab')
  const listbox = page.getByRole('listbox', { name: 'Saran pencarian' })
  await expect(listbox).toBeVisible()
  await expect(combobox).toHaveAttribute('aria-expanded', 'true')
  const options = listbox.getByRole('option')
  await expect(options.first()).toContainText('Pembiayaan Murabahah')
  expect(await options.count()).toBeLessThanOrEqual(5)

  await combobox.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const first = await options.first().getAttribute('id')
  await expect(combobox).toHaveAttribute('aria-activedescendant', first ?? '')
  await combobox.press('ArrowUp')
  await expect(options.last()).toHaveAttribute('aria-selected', 'true')
  await combobox.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')

  await combobox.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(combobox).toHaveAttribute('aria-expanded', 'false')
  await expect(combobox).not.toHaveAttribute('aria-activedescendant')
  await expect(combobox).toHaveValue('murab')
  await expect(combobox).toBeFocused()

  await combobox.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await combobox.press('Enter')
  await expect(page).toHaveURL(/\/produk\/pembiayaan-murabahah$/)
})

test('Enter with no suggestion chosen opens the results page', async ({ page }) => {
  await page.goto('/produk-layanan')
  if (isPhone(page)) await page.getByRole('button', { name: 'Buka menu' }).click()
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Cari di situs' })
  await field.focus()
  const combobox = page.getByRole('combobox', { name: 'Cari di situs' })
  await combobox.fill('laporan tahunan')
  await combobox.press('Enter')
  await expect(page).toHaveURL(/\/cari\?q=laporan\+tahunan$/)
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'hasil untuk “laporan tahunan”',
  )
})

test('axe-core finds no violations on the results page', async ({ page }) => {
  for (const path of ['/cari', '/cari?q=pembiayaan', '/cari?q=murabahaa']) {
    await page.goto(path)
    await expect(page.locator('main#main')).toBeVisible()
    await test.step(path, () => expectNoAxeViolations(page))
  }
  // With the suggestions open.
  if (isPhone(page)) await page.getByRole('button', { name: 'Buka menu' }).click()
  await page.getByRole('banner').getByRole('searchbox', { name: 'Cari di situs' }).focus()
  await page.getByRole('combobox', { name: 'Cari di situs' }).pressSequentially('tabungan')
  await expect(page.getByRole('listbox', { name: 'Saran pencarian' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Cari di situs' }).press('ArrowDown')
  await expectNoAxeViolations(page)
})

test('a query over 200 characters is refused with a message @desktop-only', async ({ page }) => {
  const response = await page.goto(`/cari?q=${'a'.repeat(201)}`)
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Kata pencarian terlalu panjang (maksimal 200 karakter).',
  )
  const api = await page.request.get(`/api/cari?q=${'a'.repeat(201)}`)
  expect(api.status()).toBe(400)
})

test('the home page offers the search to search engines @desktop-only', async ({ page }) => {
  await page.goto('/')
  const site = (await readJsonLd(page)).find((node) => node['@type'] === 'WebSite')
  expect(site?.potentialAction).toMatchObject({
    '@type': 'SearchAction',
    target: { urlTemplate: expect.stringMatching(/\/cari\?q=\{search_term_string\}$/) },
    'query-input': 'required name=search_term_string',
  })
})

test('a renamed product is found by its new title at once @desktop-only', async ({
  page,
  request,
}) => {
  expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200)
  const produk = (await listProduk(request)).find((p) => p.slug === 'tabungan-qurban')!
  // Fill the page's cache first, so the test proves it is expired.
  await page.goto('/cari?q=kurban+zamrud')
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Tidak ada hasil untuk “kurban zamrud”.',
  )
  const form = (judul: string) => ({
    multipart: {
      judul,
      subJudul: produk.subJudul,
      deskripsi: produk.deskripsi,
      keunggulan: JSON.stringify(produk.keunggulan.map((k) => ({ icon: k.ikon, label: k.label }))),
    },
  })
  try {
    const put = await request.put(`/api/produk/${produk._id}`, form('Tabungan Kurban Zamrud'))
    expect(put.status(), await put.text()).toBe(200)
    await page.goto('/cari?q=kurban+zamrud')
    await expect(page.getByRole('main').getByRole('article').getByRole('link')).toHaveText([
      'Tabungan Kurban Zamrud',
    ])
  } finally {
    const restore = await request.put(`/api/produk/${produk._id}`, form(produk.judul))
    expect(restore.status()).toBe(200)
  }
})
