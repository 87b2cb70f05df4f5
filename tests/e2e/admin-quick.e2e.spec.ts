import {
  bodyRows,
  createLaporanViaApi,
  fixture,
  getJson,
  type LaporanJson,
  loginViaApi,
  type ProdukJson,
  reportsPastOnePage,
  titleTexts,
} from './admin-helpers'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** Holds the page's scripts back for a while, as a slow connection would: the server's HTML
 * shows well before React runs. */
async function slowScripts(page: Page) {
  const held = new Promise((resolve) => setTimeout(resolve, 2_000))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
}

/*
 * The admin tables driven as a quick administrator would: acting the moment a control shows, and
 * a list page that takes its time. Each step is tried once, with no retry around it.
 */
test.describe('admin tables, first moments and slow loads @desktop-only', () => {
  const { run, created } = reportsPastOnePage('Cepat')

  test('while the next page loads, the pager and the numbers describe the rows shown', async ({
    page,
  }) => {
    await loginViaApi(page)
    const total = (await getJson<LaporanJson[]>(page, '/api/laporan')).length
    await page.goto('/admin/laporan')
    const table = page.locator('table')
    const nav = page.getByRole('navigation', { name: 'Paginasi' })
    await expect(nav).toContainText(`Menampilkan 1 - 10 dari ${total} data`)
    await expect(table).toHaveAttribute('aria-busy', 'false')

    // The second page is held back until the test lets it go.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname === '/api/laporan' && url.searchParams.get('page') === '2',
      async (route) => {
        await held
        await route.continue()
      },
    )
    const firstRows = await titleTexts(page)
    await nav.getByRole('button', { name: 'Selanjutnya' }).click()
    await expect(table).toHaveAttribute('aria-busy', 'true')
    expect(await titleTexts(page)).toEqual(firstRows)
    await expect(nav).toContainText(`Menampilkan 1 - 10 dari ${total} data`)
    await expect(nav).toContainText(`Halaman 1 dari ${Math.ceil(total / 10)}`)
    await expect(bodyRows(page).first().locator('td').first()).toHaveText('1')

    release()
    await expect(table).toHaveAttribute('aria-busy', 'false')
    await expect(nav).toContainText(`Menampilkan 11 - ${Math.min(20, total)} dari ${total} data`)
    await expect(bodyRows(page).first().locator('td').first()).toHaveText('11')
  })

  test('a row menu clicked the moment the rows show opens', async ({ page }) => {
    await loginViaApi(page)
    const [newest] = await getJson<LaporanJson[]>(page, '/api/laporan?page=1&limit=10')
    await slowScripts(page)
    await page.goto('/admin/laporan', { waitUntil: 'commit' })
    await page.getByRole('button', { name: `Aksi untuk ${newest.judul}`, exact: true }).click()
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible({ timeout: 3_000 })
    // It stays open while the page settles.
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible()
  })

  test('a product search typed the moment the field shows filters the rows', async ({ page }) => {
    await loginViaApi(page)
    const query = 'pembiayaan'
    const matching = await getJson<ProdukJson[]>(page, `/api/produk?q=${query}&page=1&limit=10`)
    expect(matching.length).toBeGreaterThan(0)
    await slowScripts(page)
    await page.goto('/admin/produk', { waitUntil: 'commit' })
    await page.getByPlaceholder('Cari judul produk...').click()
    await page.keyboard.type(query)
    await expect(page.getByPlaceholder('Cari judul produk...')).toHaveValue(query)
    await expect.poll(() => titleTexts(page)).toEqual(matching.map((p) => p.judul))
  })

  test('the report list reached after an edit shows the new title', async ({ page }) => {
    await loginViaApi(page)
    const laporan = await createLaporanViaApi(page, {
      judul: `Laporan Cepat Edit ${run}`,
      tanggal: '2025-08-01',
    })
    created.push(laporan._id)
    // The list first, as an administrator comes to the edit screen from it.
    await page.goto('/admin/laporan')
    await expect(page.getByRole('link', { name: laporan.judul })).toBeVisible()
    await slowScripts(page)
    await page.goto(`/admin/laporan/edit/${laporan._id}`, { waitUntil: 'commit' })
    const judul = `Laporan Cepat Diubah ${run}`
    await page.getByLabel('Judul Laporan').fill(judul)
    await page.getByLabel('File PDF').setInputFiles(fixture('sample.pdf'))
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/laporan')
    await expect(page.getByRole('link', { name: judul })).toBeVisible()
    await expect(page.getByRole('link', { name: laporan.judul, exact: true })).toHaveCount(0)
  })
})
