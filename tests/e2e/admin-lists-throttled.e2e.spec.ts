import type { Page } from '@playwright/test'

import {
  bodyRows,
  createLaporanViaApi,
  fixture,
  getJson,
  loginViaApi,
  type ProdukJson,
  reportsPastOnePage,
  rowAction,
  titleTexts,
} from './admin-helpers'
import { expect, test } from './fixtures'

/** A slow laptop on a slow connection: Chromium's CPU 4× slower, 400 ms on every request. */
async function slowDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (1.5 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

/*
 * The admin lists on a slow device, driven without retries: what is typed is searched, from the
 * moment the box shows and after coming back from an edit.
 */
test.describe('admin lists on a slow device @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 })
  const { run, created } = reportsPastOnePage('Isi')

  test('a report searched again after an edit is filtered', async ({ page }) => {
    await loginViaApi(page)
    const term = `Lambat ${run}`
    const laporan = await createLaporanViaApi(page, {
      judul: `Laporan ${term}`,
      tanggal: '2025-08-01',
    })
    created.push(laporan._id)
    await slowDevice(page)
    await page.goto('/admin/laporan')
    const search = page.getByPlaceholder('Cari judul laporan...')
    await search.fill(term)
    await expect.poll(() => titleTexts(page)).toEqual([laporan.judul])

    await rowAction(page, laporan.judul, 'Edit')
    await page.waitForURL(`**/admin/laporan/edit/${laporan._id}`)
    const judul = `Laporan ${term} Diubah`
    await page.getByLabel('Judul Laporan').fill(judul)
    await page.getByLabel('File PDF').setInputFiles(fixture('sample.pdf'))
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/laporan')
    await expect(bodyRows(page)).toHaveCount(10)

    await search.fill(term)
    await expect(page).toHaveURL(/[?&]q=/)
    await expect.poll(() => titleTexts(page)).toEqual([judul])
  })

  test('a product search typed before the page is live is kept and filters the rows', async ({
    page,
  }) => {
    await loginViaApi(page)
    const query = 'pembiayaan'
    const matching = await getJson<ProdukJson[]>(page, `/api/produk?q=${query}&page=1&limit=10`)
    const all = await getJson<ProdukJson[]>(page, '/api/produk?page=1&limit=10')
    expect(matching.length).toBeGreaterThan(0)
    expect(matching.length).toBeLessThan(all.length)
    await slowDevice(page)
    for (let attempt = 1; attempt <= 3; attempt++) {
      await test.step(`attempt ${attempt}`, async () => {
        await page.goto('/admin/produk', { waitUntil: 'commit' })
        const search = page.getByPlaceholder('Cari judul produk...')
        await search.waitFor({ state: 'attached' })
        await search.pressSequentially(query)
        // The sort buttons come alive when React has hydrated the page.
        await expect(page.locator('thead button').first()).toBeEnabled()
        await expect(search).toHaveValue(query)
        await expect(page).toHaveURL(new RegExp(`[?&]q=${query}`))
        await expect.poll(() => titleTexts(page)).toEqual(matching.map((p) => p.judul))
      })
    }
  })
})
