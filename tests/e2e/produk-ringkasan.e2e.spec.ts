import { pdfPageTexts } from '../helpers/pdf-text'
import { deleteViaApi, loginViaApi, ORIGIN, unique } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

const SEEDED = '/produk/tabungan-wadiah'

test('a product page shows its summary after SPEC’s content, with the LPS statement', async ({
  page,
}) => {
  await page.goto(SEEDED)
  const section = page.getByRole('region', { name: 'Ringkasan Informasi Produk dan Layanan' })
  await expect(section).toBeVisible()
  await expect(section).toContainText('Wadiah')
  await expect(section).toContainText('Berlaku per')
  await expect(section.getByRole('table')).toContainText('Biaya administrasi bulanan')
  await expect(section.getByRole('table')).toContainText('Rp2.000')
  await expect(section).toContainText('Produk ini dijamin oleh Lembaga Penjamin Simpanan (LPS).')
  await expect(section).toContainText('Maksimum nilai simpanan yang dijamin LPS')
  // SPEC's parts stay above it.
  const order = await page
    .locator('#gambaran-umum, #tertarik, #ringkasan-produk')
    .evaluateAll((els) => els.map((el) => el.id))
  expect(order).toEqual(['gambaran-umum', 'tertarik', 'ringkasan-produk'])
  await expectNoAxeViolations(page)
})

test('a pembiayaan summary says nothing of LPS', async ({ page }) => {
  await page.goto('/produk/pembiayaan-murabahah')
  const section = page.getByRole('region', { name: 'Ringkasan Informasi Produk dan Layanan' })
  await expect(section).toContainText('Murabahah')
  await expect(section).not.toContainText('LPS')
})

test('the printable page holds the summary and prints without the site’s header and footer', async ({
  page,
}) => {
  await page.goto(SEEDED)
  await page.getByRole('link', { name: 'Versi Cetak' }).click()
  await expect(page).toHaveURL(/\/produk\/tabungan-wadiah\/ringkasan$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ringkasan Informasi Produk dan Layanan' }),
  ).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Tabungan Wadiah')
  await expect(page).toHaveTitle(/Ringkasan Tabungan Wadiah/)
  await expectNoAxeViolations(page)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Unduh PDF' })).toBeHidden()
  await expect(page.getByRole('main')).toContainText('Biaya administrasi bulanan')
  const pdf = await page.pdf({ format: 'A4' })
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
  expect(pages).toBeGreaterThan(0)
  expect(pages).toBeLessThanOrEqual(2)
})

test('Unduh PDF serves the summary as selectable text with the bank and the date made', async ({
  page,
}) => {
  await page.goto(SEEDED)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Unduh PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('ringkasan-tabungan-wadiah.pdf')
  const response = await page.request.get(`${SEEDED}/ringkasan.pdf`)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const pages = await pdfPageTexts(await response.body())
  expect(pages.length).toBeLessThanOrEqual(2)
  const text = pages.join(' ')
  expect(text).toContain('Ringkasan Informasi Produk dan Layanan')
  expect(text).toContain('Tabungan Wadiah')
  expect(text).toContain('BPRS')
  expect(text).toContain('Biaya administrasi bulanan')
  expect(text).toContain('Dokumen ini dibuat pada')
  expect(text).toContain(String(new Date().getFullYear()))
  expect((await page.request.get('/produk/tidak-ada/ringkasan.pdf')).status()).toBe(404)
})

test('a fee changed through the API shows on /tarif-dan-biaya and the product page within seconds', async ({
  page,
}) => {
  await loginViaApi(page)
  const judul = `Tabungan Tarif ${unique()}`
  const ringkasan = (jumlah: number) =>
    JSON.stringify({
      jenis: 'simpanan',
      akad: 'wadiah',
      biaya: [
        { nama: 'Biaya kartu uji', jumlah, satuan: 'rupiah', dikenakan: 'Saat kartu dicetak' },
      ],
      berlakuPer: '2026-12-01',
      dijaminLps: true,
    })
  const form = (jumlah: number) => ({
    judul,
    subJudul: 'Produk uji tarif',
    deskripsi: 'Deskripsi produk uji tarif.',
    keunggulan: '[]',
    ringkasan: ringkasan(jumlah),
  })
  const created = await page.request.post('/api/produk', { headers: ORIGIN, multipart: form(7500) })
  expect(created.status()).toBe(201)
  const { _id: id, slug } = await created.json()
  try {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tarif dan Biaya' }).click()
    await expect(page).toHaveURL(/\/tarif-dan-biaya$/)
    const group = page.getByRole('region', { name: judul })
    await expect(group).toContainText('Rp7.500')
    await expect(group).toContainText('Berlaku per 1 Desember 2026')
    await expectNoAxeViolations(page)

    const updated = await page.request.put(`/api/produk/${id}`, {
      headers: ORIGIN,
      multipart: form(9000),
    })
    expect(updated.status()).toBe(200)
    const started = Date.now()
    await expect
      .poll(
        async () => {
          await page.goto('/tarif-dan-biaya')
          return page.getByRole('region', { name: judul }).innerText()
        },
        { timeout: 10_000 },
      )
      .toContain('Rp9.000')
    console.log(`tarif-dan-biaya showed the change after ${Date.now() - started} ms`)
    await page.goto(`/produk/${slug}`)
    await expect(
      page.getByRole('region', { name: 'Ringkasan Informasi Produk dan Layanan' }),
    ).toContainText('Rp9.000')
  } finally {
    await deleteViaApi(page, `/api/produk/${id}`)
  }
})
