import {
  bodyRows,
  createNewsViaApi,
  fixture,
  getJson,
  type NewsJson,
  openAdmin,
  ORIGIN,
  unique,
} from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

/*
 * Issue 29 in the browser: 'Simpan sebagai draf' beside SPEC's save, the status badge and filter
 * of the lists, and 'Pratinjau', which only a signed-in administrator sees and no cache keeps.
 */

test.describe('Drafts, status and preview', () => {
  const run = unique()

  test('a draft is saved, badged, filtered and previewed, never public @desktop-only', async ({
    page,
    context,
  }) => {
    // Eleven screens, two axe runs and a second tab: 22 s alone, past 60 s once in the full suite.
    test.setTimeout(120_000)
    const judul = `Berita Draf ${run}`
    await openAdmin(page, '/admin/news')
    await page.getByRole('link', { name: 'Tambah News' }).click()
    await page.waitForURL('**/admin/news/tambah')
    await expect(page.getByRole('button', { name: 'Simpan News' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Simpan sebagai draf' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Jadwal terbit' })).toBeVisible()

    await page.getByLabel('Judul', { exact: true }).fill(judul)
    await page.getByLabel('Kategori').selectOption('Investasi')
    await page.getByLabel('Dibuat Pada').fill('2026-03-21')
    await page.getByLabel('Isi Bagian Pertama').fill('Isi draf yang belum diterbitkan.')
    await page.getByLabel('Isi Bagian Kedua').fill('Bagian kedua draf.')
    await page.getByLabel('Thumbnail').setInputFiles(fixture('sample.webp'))
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/drafts-form-1280.png', fullPage: true })
    await page.getByRole('button', { name: 'Simpan sebagai draf' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Draf berhasil disimpan.')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/news')

    // The badge, and the status filter narrowing the list to drafts.
    const row = bodyRows(page).filter({ hasText: judul })
    await expect(row).toContainText('Draf')
    await page.getByLabel('Filter status').selectOption({ label: 'Draf' })
    await expect(page).toHaveURL(/status=draf/)
    await expect(bodyRows(page).filter({ hasText: judul })).toHaveCount(1)
    await expect(page.locator('table tbody').getByText('Terbit', { exact: true })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/drafts-list-1280.png' })

    const saved = (
      await getJson<(NewsJson & { status: string })[]>(page, '/api/news?status=draf')
    ).find((n) => n.judul === judul)!
    expect(saved.status).toBe('draf')

    // 'Pratinjau' on the edit screen: the public page's body, under the banner, in a new tab.
    await page.goto(`/admin/news/edit/${saved.slug}`)
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Pratinjau/ }).click(),
    ])
    await preview.waitForLoadState()
    await expect(preview.getByText('Pratinjau — belum diterbitkan')).toBeVisible()
    await expect(preview.getByRole('heading', { level: 1, name: judul })).toBeVisible()
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(preview)
    await preview.screenshot({ path: 'test-results/drafts-preview-1280.png', fullPage: true })
    await preview.setViewportSize({ width: 375, height: 740 })
    await expect(preview.getByText('Pratinjau — belum diterbitkan')).toBeVisible()
    await expectNoAxeViolations(preview)
    await preview.screenshot({ path: 'test-results/drafts-preview-375.png' })
    const answer = await preview.request.get(preview.url())
    expect(answer.headers()['cache-control']).toMatch(/private/)
    expect(answer.headers()['cache-control']).toMatch(/no-store/)

    // Nobody else: signed out, the preview leads to the login, and the draft is nowhere public.
    const previewUrl = preview.url()
    await context.clearCookies()
    const anonymous = await page.request.get(previewUrl, { maxRedirects: 0 })
    expect(anonymous.status()).not.toBe(200)
    await page.goto(previewUrl)
    await expect(page.getByText('Pratinjau — belum diterbitkan')).toHaveCount(0)
    expect((await page.request.get(`/news/${saved.slug}`)).status()).toBe(404)
    await page.goto('/news')
    await expect(page.getByRole('link', { name: judul })).toHaveCount(0)
    expect(await (await page.request.get('/news/rss.xml')).text()).not.toContain(judul)
    await page.goto(`/cari?q=${encodeURIComponent(judul)}`)
    await expect(page.getByRole('link', { name: judul })).toHaveCount(0)

    const cleanup = await page.context().request.post('/api/auth/login', {
      headers: ORIGIN,
      data: { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'rahasia-e2e-123' },
    })
    expect(cleanup.status()).toBe(200)
    await page.request.delete(`/api/news/${saved._id}`, { headers: ORIGIN })
  })

  test('a published record with a waiting draft says so in the list @desktop-only', async ({
    page,
  }) => {
    const judul = `Berita Terbit Berdraf ${run}`
    await openAdmin(page, '/admin/news')
    const created = await createNewsViaApi(page, { judul })
    const draft = await page.request.put(`/api/news/${created._id}`, {
      headers: ORIGIN,
      multipart: {
        judul,
        kategori: 'Pengumuman',
        isisatu: 'Isi baru yang belum diterbitkan.',
        isidua: 'Bagian kedua.',
        dibuatPada: '2026-01-10',
        draf: 'true',
      },
    })
    expect(draft.status(), await draft.text()).toBe(200)
    await page.goto(`/admin/news?q=${encodeURIComponent(judul)}`)
    const row = bodyRows(page).filter({ hasText: judul })
    await expect(row).toContainText('Terbit')
    await expect(row).toContainText('Ada draf')
    await expectNoAxeViolations(page)
    await page.request.delete(`/api/news/${created._id}`, { headers: ORIGIN })
  })
})
