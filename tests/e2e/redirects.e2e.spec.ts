import type { APIRequestContext } from '@playwright/test'

import { loginViaApi, openAdmin, unique } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { listNews, meta, readJsonLd } from './public-helpers'

/** Where an address is sent, without following it: its status and Location. */
async function answerOf(request: APIRequestContext, address: string) {
  const response = await request.get(address, { maxRedirects: 0 })
  return `${response.status()} ${response.headers().location ?? ''}`
}

const location = (path: string) => new URL(path, 'http://x').pathname

test.describe('Pengalihan and Log 404', () => {
  // axe measures a toast's colours; mid-animation they are not yet its own.
  test.use({ contextOptions: { reducedMotion: 'reduce' } })
  const run = unique()

  test('old addresses are answered 301 before the page; a loop is refused @desktop-only', async ({
    page,
    request,
  }) => {
    const [news] = await listNews(request)
    await openAdmin(page, '/admin/pengalihan')
    await expect(page.getByRole('heading', { level: 1, name: 'Pengalihan' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Tambah Pengalihan' })
    const add = async (dari: string, fill: () => Promise<unknown>, expected: string) => {
      await form.getByLabel('Alamat lama').fill(dari)
      await fill()
      await form.getByRole('button', { name: 'Simpan Pengalihan' }).click()
      await expect(form.getByText(expected)).toBeVisible()
    }
    const postId = String(Date.now() % 1_000_000)
    await add(
      `/?p=${postId}`,
      () => form.getByLabel('Atau ke rekaman').selectOption({ label: news.judul }),
      'Pengalihan berhasil ditambahkan.',
    )
    await expect(page.getByRole('cell', { name: `/?p=${postId}`, exact: true })).toBeVisible()
    await add(
      `/2024/05/judul-${run}/`,
      () => form.getByLabel('Alamat baru').fill('/news'),
      'Pengalihan berhasil ditambahkan.',
    )
    await expectNoAxeViolations(page)

    await expect.poll(() => answerOf(request, `/?p=${postId}`)).toMatch(/^301 /)
    const moved = await request.get(`/?p=${postId}`, { maxRedirects: 0 })
    expect(location(moved.headers().location)).toBe(`/news/${news.slug}`)
    // WordPress's address, slash and all, in one hop; without the slash the same.
    for (const old of [`/2024/05/judul-${run}/`, `/2024/05/judul-${run}`]) {
      const byDate = await request.get(old, { maxRedirects: 0 })
      expect(byDate.status()).toBe(301)
      expect(location(byDate.headers().location)).toBe('/news')
    }
    // Any other address loses its trailing slash as before, the query kept.
    expect(await answerOf(request, '/produk/?q=1')).toMatch(
      /^308 (?:http:\/\/[^/]+)?\/produk\?q=1$/,
    )
    expect(await answerOf(request, '/api/news/')).toMatch(/^308 (?:http:\/\/[^/]+)?\/api\/news$/)
    // Followed, the old address lands on the record's page.
    const landed = await request.get(`/?p=${postId}`)
    expect(landed.status()).toBe(200)
    expect(new URL(landed.url()).pathname).toBe(`/news/${news.slug}`)

    await page.reload()
    await add(
      `/lama-a-${run}`,
      () => form.getByLabel('Alamat baru').fill(`/lama-b-${run}`),
      'Pengalihan berhasil ditambahkan.',
    )
    await page.reload()
    await add(
      `/lama-b-${run}`,
      () => form.getByLabel('Alamat baru').fill(`/lama-a-${run}`),
      'Pengalihan ini membuat putaran: tujuannya akhirnya kembali ke alamat lama.',
    )
    await page.reload()
    await add(
      '/news',
      () => form.getByLabel('Alamat baru').fill('/promo'),
      'Alamat lama masih dipakai halaman yang ada di situs, jadi tidak boleh dialihkan.',
    )
    await expectNoAxeViolations(page)
  })

  test("a not-found address is logged and 'Buat pengalihan' redirects it @desktop-only", async ({
    page,
    request,
  }) => {
    const missing = `/halaman-hilang-${run}`
    for (let i = 0; i < 3; i++) {
      // Each its own URL: a repeat within a second is answered from the last second's copy.
      const response = await request.get(`${missing}?utm_source=brosur${i}&email=a@b.id`, {
        headers: { Referer: 'https://lama.example.org/artikel' },
      })
      expect(response.status()).toBe(404)
    }
    await openAdmin(page, '/admin/log404')
    await expect(page.getByRole('heading', { level: 1, name: 'Log 404' })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: missing })
    await expect
      .poll(
        async () => {
          await page.reload()
          return row.count()
        },
        { timeout: 20_000 },
      )
      .toBe(1)
    await expect(row).toContainText('lama.example.org')
    await expect(row.getByRole('cell').nth(2)).toHaveText('3')
    await expect(row).not.toContainText('utm_source')
    await expectNoAxeViolations(page)

    await row.getByRole('link', { name: /Buat pengalihan/ }).click()
    await page.waitForURL('**/admin/pengalihan?dari=*')
    const form = page.getByRole('form', { name: 'Tambah Pengalihan' })
    await expect(form.getByLabel('Alamat lama')).toHaveValue(missing)
    await form.getByLabel('Alamat baru').fill('/hubungi-kami')
    await form.getByRole('button', { name: 'Simpan Pengalihan' }).click()
    await expect(form.getByText('Pengalihan berhasil ditambahkan.')).toBeVisible()
    await expect.poll(() => answerOf(request, missing)).toMatch(/^301 .*\/hubungi-kami$/)
  })

  test('the new screens pass axe at this width', async ({ page }) => {
    await loginViaApi(page)
    for (const path of ['/admin/pengalihan', '/admin/log404']) {
      await page.goto(path)
      await expect(page.locator('main'), path).toBeVisible()
      await test.step(path, () => expectNoAxeViolations(page))
    }
  })
})

test.describe('SEO per record', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } })

  test('meta title and description with counters and previews, then in the page head @desktop-only', async ({
    page,
    request,
  }) => {
    const [news] = await listNews(request)
    await openAdmin(page, `/admin/news/edit/${news.slug}`)
    const title = `Judul Khusus Mesin Pencari ${unique()}`
    const description = 'Deskripsi khusus untuk hasil pencarian dan kartu media sosial.'
    await page.getByLabel('Meta title').fill(title)
    await expect(page.getByText(`${title.length}/70 karakter`)).toBeVisible()
    await page.getByLabel('Meta description').fill(description)
    await expect(page.getByText(`${description.length}/160 karakter`)).toBeVisible()
    const search = page.getByRole('figure', { name: 'Pratinjau hasil pencarian' })
    await expect(search).toContainText(title)
    await expect(search).toContainText(description)
    const card = page.getByRole('figure', { name: 'Pratinjau kartu media sosial' })
    await expect(card).toContainText(title)
    await expectNoAxeViolations(page)
    await page.getByLabel('Meta title').fill('x'.repeat(71))
    await expect(page.getByText('71/70 karakter (terlalu panjang)')).toBeVisible()
    await page.getByLabel('Meta title').fill(title)

    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    const done = page.getByRole('alertdialog')
    await expect(done).toContainText('Berita berhasil diperbarui!')
    await done.getByRole('button', { name: 'OK' }).click()

    await expect
      .poll(async () => {
        await page.goto(`/news/${news.slug}`)
        return page.title()
      })
      .toContain(title)
    expect(await meta(page, 'description')).toBe(description)
    expect(await meta(page, 'og:title')).toContain(title)
    expect(await meta(page, 'og:description')).toBe(description)
    const article = (await readJsonLd(page)).find((n) => n['@type'] === 'NewsArticle')
    expect(article).toMatchObject({ headline: title, description })
    // The visible page keeps the record's own title.
    await expect(page.getByRole('heading', { level: 1, name: news.judul })).toBeVisible()

    // Emptied again, the record falls back to its own title (other tests read this one).
    await page.goto(`/admin/news/edit/${news.slug}`)
    await page.getByLabel('Meta title').fill('')
    await page.getByLabel('Meta description').fill('')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await expect
      .poll(async () => {
        await page.goto(`/news/${news.slug}`)
        return page.title()
      })
      .not.toContain(title)
  })
})
