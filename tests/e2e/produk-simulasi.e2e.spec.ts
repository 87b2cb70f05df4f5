import type { Locator, Page } from '@playwright/test'

import { RINGKASAN_MESSAGES as MSG } from '@/modules/produk/ringkasan.rules'

import { deleteViaApi, formAlert, getJson, loginViaApi, ORIGIN, unique } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

const FIGURES = [
  'Angsuran bulan pertama',
  'Angsuran bulan terakhir',
  'Total margin',
  'Total pembayaran',
]

const summary = (page: Page) =>
  page.getByRole('region', { name: 'Ringkasan Informasi Produk dan Layanan' })
const scheduleTable = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Saldo Awal' }) })

/** The four figures of a description list, by label. */
const figures = (scope: Locator) =>
  Promise.all(
    FIGURES.map(async (label) =>
      (await scope.locator('dt', { hasText: label }).first().locator('+ dd').innerText()).trim(),
    ),
  )

test('a pembiayaan summary works its example out and Simulasikan opens the simulator with it', async ({
  page,
}) => {
  await page.goto('/produk/pembiayaan-murabahah')
  const section = summary(page)
  await expect(section.getByRole('heading', { name: 'Contoh Simulasi Angsuran' })).toBeVisible()
  await expect(section).toContainText('margin Flat 12% per tahun, tenor 36 bulan.')
  const shown = await figures(section)
  // SPEC's Flat: 50,000,000 / 36 principal and 1 % of 50,000,000 margin each month.
  expect(shown[0]).toMatch(/^Rp\s1\.888\.889$/)
  await expectNoAxeViolations(page)

  await section.getByRole('link', { name: 'Simulasikan' }).click()
  await expect(page).toHaveURL(/\/tabelsimulasi\?jumlah=50000000&margin=12&tenor=36&jenis=flat$/)
  await expect(page.getByLabel('Jumlah Pembiayaan (Rp)')).toHaveValue('50.000.000')
  await expect(page.getByLabel('Margin per Tahun (%)')).toHaveValue('12')
  await expect(page.getByLabel('Tenor (bulan)')).toHaveValue('36')
  await expect(page.getByRole('radio', { name: 'Flat' })).toBeChecked()
  const rows = scheduleTable(page).locator('tbody tr')
  await expect(rows).toHaveCount(36)
  await expect(rows.first()).toContainText('1.388.889')
  await expect(rows.first()).toContainText('500.000')
  await expect(rows.first()).toContainText('1.888.889')
  // The simulator's own result is the summary's example, figure for figure.
  const result = page.getByRole('region', { name: 'Hasil Simulasi' })
  expect(await figures(result)).toEqual(shown)
})

test('the printable summary holds the example; its link opens an Anuitas simulation', async ({
  page,
}) => {
  await page.goto('/produk/pembiayaan-kendaraan/ringkasan')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Contoh Simulasi Angsuran' })).toBeVisible()
  const shown = await figures(main)
  await expectNoAxeViolations(page)
  await page.emulateMedia({ media: 'print' })
  await expect(main.getByRole('link', { name: 'Simulasikan' })).toBeHidden()
  await expect(main).toContainText('Angsuran bulan pertama')
  await page.emulateMedia({ media: 'screen' })
  await main.getByRole('link', { name: 'Simulasikan' }).click()
  await expect(page).toHaveURL(/jumlah=150000000&margin=9.5&tenor=48&jenis=anuitas$/)
  await expect(page.getByLabel('Margin per Tahun (%)')).toHaveValue('9,5')
  await expect(page.getByRole('radio', { name: 'Anuitas' })).toBeChecked()
  await expect(scheduleTable(page).locator('tbody tr')).toHaveCount(48)
  expect(await figures(page.getByRole('region', { name: 'Hasil Simulasi' }))).toEqual(shown)
})

test('a simpanan summary shows no simulation example', async ({ page }) => {
  await page.goto('/produk/tabungan-wadiah')
  await expect(summary(page)).toBeVisible()
  await expect(summary(page)).not.toContainText('Contoh Simulasi')
  await expect(summary(page).getByRole('link', { name: 'Simulasikan' })).toHaveCount(0)
})

test('the example is edited in /admin with the summary @desktop-only', async ({ page }) => {
  await loginViaApi(page)
  const created = await page.request.post('/api/produk', {
    headers: ORIGIN,
    multipart: {
      judul: `Pembiayaan Contoh ${unique()}`,
      subJudul: 'Produk uji contoh simulasi',
      deskripsi: 'Deskripsi produk uji contoh simulasi.',
      keunggulan: '[]',
      ringkasan: JSON.stringify({
        jenis: 'pembiayaan',
        akad: 'murabahah',
        biaya: [],
        berlakuPer: '2026-12-01',
      }),
    },
  })
  expect(created.status()).toBe(201)
  const { _id: id, slug } = await created.json()
  try {
    await page.goto(`/admin/produk/edit/${id}`)
    const example = page.getByRole('group', { name: 'Contoh simulasi angsuran' })
    await expect(example).toBeVisible()
    await expectNoAxeViolations(page)
    await example.getByLabel('Plafon contoh (Rp)').fill('20000000')
    await example.getByLabel('Margin contoh per tahun (%)').fill('10.5')
    await example.getByLabel('Tenor contoh (bulan)').fill('700')
    await example.getByLabel('Metode margin contoh').selectOption('efektif')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await expect(formAlert(page)).toContainText(MSG.simulasiTenor)
    await example.getByLabel('Tenor contoh (bulan)').fill('24')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Simpan' }).click()
    await expect(page.getByText('Produk berhasil diperbarui!')).toBeVisible()
    const saved = await getJson<{ ringkasan: { simulasi: unknown } }>(page, `/api/produk/${id}`)
    expect(saved.ringkasan.simulasi).toEqual({
      plafon: 20_000_000,
      margin: 10.5,
      tenor: 24,
      metode: 'efektif',
    })
    await page.goto(`/produk/${slug}`)
    await expect(summary(page).getByRole('link', { name: 'Simulasikan' })).toHaveAttribute(
      'href',
      '/tabelsimulasi?jumlah=20000000&margin=10.5&tenor=24&jenis=efektif',
    )
  } finally {
    await deleteViaApi(page, `/api/produk/${id}`)
  }
})
