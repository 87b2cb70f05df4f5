import { readFile } from 'node:fs/promises'

import { expectNoAxeViolations, expect, test } from './fixtures'

const EXPORT_EMPTY = 'Tidak ada data untuk diekspor. Silakan hitung angsuran terlebih dahulu.'
const INVALID = 'Pastikan semua input adalah angka positif!'

const loan = (page: import('@playwright/test').Page) => page.getByLabel('Jumlah Pembiayaan (Rp)')
const table = (page: import('@playwright/test').Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Saldo Awal' }) })

test.describe('/tabelsimulasi', () => {
  test('starts from the spec defaults', async ({ page }) => {
    await page.goto('/tabelsimulasi')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(loan(page)).toHaveValue('10.000.000')
    await expect(page.getByLabel('Margin per Tahun (%)')).toHaveValue(/15[,.]6/)
    await expect(page.getByLabel('Tenor (bulan)')).toHaveValue('24')
    await expect(page.getByRole('radio', { name: 'Flat' })).toBeChecked()
    await expect(page.getByText(/hanya perkiraan|estimasi/i).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('formats the amount with separators and strips letters', async ({ page }) => {
    await page.goto('/tabelsimulasi')
    await loan(page).fill('')
    await loan(page).pressSequentially('2a5b0.0,0x0-0')
    await expect(loan(page)).toHaveValue('2.500.000')
  })

  test('shows Menghitung... for 400 ms, then the Flat table the spec computes', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/tabelsimulasi')
    // Before hydration the form would fall back to a plain GET, which shows the result at once.
    await page.waitForLoadState('networkidle')
    // The installed clock still runs in real time until paused.
    await page.clock.pauseAt(new Date(Date.now() + 1000))
    await page.getByRole('button', { name: 'Hitung Angsuran' }).click()
    await expect(page.getByRole('button', { name: 'Menghitung...' })).toBeVisible()
    await page.clock.runFor(350)
    await expect(table(page)).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(table(page)).toBeVisible()
    const rows = table(page).locator('tbody tr')
    await expect(rows).toHaveCount(24)
    const first = rows.first()
    await expect(first).toContainText('416.667')
    await expect(first).toContainText('130.000')
    await expect(first).toContainText('546.667')
    await page.clock.resume()
    await expectNoAxeViolations(page)
  })

  test('hides the result when an input changes', async ({ page }) => {
    await page.goto('/tabelsimulasi')
    await page.getByRole('button', { name: 'Hitung Angsuran' }).click()
    await expect(table(page)).toBeVisible()
    await page.getByLabel('Tenor (bulan)').fill('12')
    await expect(table(page)).toHaveCount(0)
  })

  test('refuses invalid input with the spec message and no table', async ({ page }) => {
    await page.goto('/tabelsimulasi')
    await page.getByLabel('Tenor (bulan)').fill('0')
    await page.getByRole('button', { name: 'Hitung Angsuran' }).click()
    await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible()
    await expect(table(page)).toHaveCount(0)
  })

  for (const [method, firstPayment] of [
    ['Efektif', '546.667'],
    ['Anuitas', '487.'],
  ] as const) {
    test(`computes the ${method} schedule`, async ({ page }) => {
      await page.goto('/tabelsimulasi')
      await page.getByRole('radio', { name: method }).check()
      await page.getByRole('button', { name: 'Hitung Angsuran' }).click()
      const rows = table(page).locator('tbody tr')
      await expect(rows).toHaveCount(24)
      await expect(rows.first()).toContainText(firstPayment)
      await expect(rows.last()).toContainText('Rp 0')
    })
  }

  test('exports the table as tabel_angsuran.csv, and refuses an empty export', async ({ page }) => {
    await page.goto('/tabelsimulasi')
    await page.getByRole('button', { name: 'Ekspor CSV' }).click()
    await expect(page.getByRole('alert').filter({ hasText: EXPORT_EMPTY })).toBeVisible()

    await page.getByRole('button', { name: 'Hitung Angsuran' }).click()
    await expect(table(page)).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ekspor CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('tabel_angsuran.csv')
    const text = (await readFile(await download.path())).toString('utf8')
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('Bulan;Saldo Awal;Angsuran Pokok;Margin;Angsuran Bulanan;Saldo Akhir')
    expect(lines).toHaveLength(25)
    expect(lines[1]).toBe('1;10000000;416667;130000;546667;9583333')
    expect(lines[24].split(';')[5]).toBe('0')
  })

  test('restores a shared result from the URL', async ({ page }) => {
    await page.goto('/tabelsimulasi?jumlah=12000000&margin=12&tenor=12&jenis=efektif')
    await expect(loan(page)).toHaveValue('12.000.000')
    await expect(page.getByRole('radio', { name: 'Efektif' })).toBeChecked()
    await expect(table(page).locator('tbody tr')).toHaveCount(12)
    await expect(table(page).locator('tbody tr').first()).toContainText('1.120.000')
  })

  test('/tabelSimulasi redirects permanently to /tabelsimulasi', async ({ request }) => {
    const res = await request.get('/tabelSimulasi', { maxRedirects: 0 })
    expect(res.status()).toBe(308)
    expect(res.headers().location).toMatch(/\/tabelsimulasi$/)
  })
})
