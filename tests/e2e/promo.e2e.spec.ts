import { fixture, getJson, loginViaApi, openAdmin, ORIGIN, unique } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

type PromoJson = { _id: string; slug: string; judul: string }

/** 'YYYY-MM-DDTHH:mm' in WIB, as the form's datetime-local field takes it. */
const wib = (offsetMs: number) =>
  new Date(Date.now() + offsetMs + 7 * 3_600_000).toISOString().slice(0, 16)

test.describe('Promo, a type added through the registry', () => {
  const run = unique()

  test('added in /admin, shown on the site, its search and sitemap @desktop-only', async ({
    page,
  }) => {
    const judul = `Promo Uji ${run}`
    await openAdmin(page, '/admin/promo')
    await expect(page.getByRole('heading', { level: 1, name: 'Promo' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Tambah Promo' }).click()
    await page.waitForURL('**/admin/promo/tambah')
    await page.getByLabel('Judul Promo', { exact: true }).fill(judul)
    await page.getByLabel('Mulai (WIB)').fill(wib(-3_600_000))
    await page.getByLabel('Selesai (WIB)').fill(wib(30 * 86_400_000))
    await page.getByLabel('Ringkasan').fill('Bingkisan untuk setiap pembukaan rekening.')
    await page.getByLabel('Isi Promo').fill('Paragraf pertama.\n\nParagraf kedua.')
    await page.getByLabel('Produk terkait').selectOption({ label: 'Tabungan Qurban' })
    await page.getByLabel('Gambar').setInputFiles(fixture('sample.png'))
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Simpan Promo' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Promo berhasil ditambahkan!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/promo')
    await expect(page.getByRole('link', { name: judul })).toBeVisible()
    const saved = (await getJson<PromoJson[]>(page, '/api/promo')).find((p) => p.judul === judul)!

    await page.goto('/promo')
    await page.getByRole('link', { name: judul }).click()
    await expect(page.getByRole('heading', { level: 1, name: judul })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tabungan Qurban', exact: true })).toBeVisible()
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('"@type":"Offer"')]),
    )
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Tabungan Qurban', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Promo untuk produk ini' })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Promo' }).click()
    await expect(page).toHaveURL(/\/promo$/)

    await page.goto(`/cari?q=${encodeURIComponent(judul)}`)
    await expect(page.getByRole('link', { name: judul })).toBeVisible()
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/promo/${saved.slug}`)
    await page.request.delete(`/api/promo/${saved._id}`, { headers: ORIGIN })
  })

  test('leaves every public page within a minute of its end, without a save', async ({ page }) => {
    test.setTimeout(120_000)
    await loginViaApi(page)
    const judul = `Promo Kilat ${run}`
    const ends = Date.now() + 20_000
    const created = await page.request.post('/api/promo', {
      headers: ORIGIN,
      multipart: {
        judul,
        mulai: new Date(Date.now() - 60_000).toISOString(),
        selesai: new Date(ends).toISOString(),
        ringkasan: 'Hanya sebentar.',
        isi: 'Isi promo kilat.',
        gambar: {
          name: 'p.png',
          mimeType: 'image/png',
          buffer: await import('node:fs').then((fs) => fs.readFileSync(fixture('sample.png'))),
        },
      },
    })
    expect(created.status()).toBe(201)
    const { slug } = (await created.json()) as PromoJson
    await page.context().clearCookies()
    await page.goto('/promo')
    await expect(page.getByRole('link', { name: judul })).toBeVisible()
    // No save after this: the period's end alone takes it off the list, its page and the search.
    await expect(async () => {
      await page.goto('/promo')
      await expect(page.getByRole('link', { name: judul })).toHaveCount(0)
    }).toPass({ timeout: 60_000 + ends - Date.now(), intervals: [5_000] })
    expect(Date.now() - ends).toBeLessThan(60_000)
    expect((await page.request.get(`/promo/${slug}`)).status()).toBe(404)
    await page.goto(`/cari?q=${encodeURIComponent(judul)}`)
    await expect(page.getByRole('link', { name: judul })).toHaveCount(0)
  })
})
