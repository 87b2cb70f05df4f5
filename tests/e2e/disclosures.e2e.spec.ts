import { readFileSync } from 'node:fs'

import { fixture, loginViaApi, openAdmin, ORIGIN, unique } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

// Issue 41's disclosures: the rates, the promos' statements, the DPS and the privacy notice.

const lastMonth = () => {
  const wib = new Date(Date.now() + 7 * 3600_000)
  const d = new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth() - 1, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}
const thisMonth = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7)

test('/tingkat-bagi-hasil: nisbah, twelve months, a chart with its text, linked from the product', async ({
  page,
}) => {
  await page.goto('/produk/deposito-mudharabah')
  await page.getByRole('link', { name: 'Tingkat Bagi Hasil' }).first().click()
  await expect(page).toHaveURL(/\/tingkat-bagi-hasil#produk-deposito-mudharabah$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tingkat Bagi Hasil' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Bagi hasil tidak tetap.')
  await expect(
    page.getByRole('table', { name: 'Nisbah bagi hasil Tabungan Mudharabah' }),
  ).toContainText('20 : 80')
  const group = page.getByRole('region', { name: 'Deposito Mudharabah' })
  const history = group.getByRole('table', { name: /Ekuivalen tingkat bagi hasil Deposito/ })
  await expect(history.locator('tbody tr')).toHaveCount(12)
  const chart = group.getByRole('img', { name: /Grafik ekuivalen tingkat bagi hasil Deposito/ })
  await expect(chart).toBeVisible()
  await expect(chart.locator('desc')).toContainText('Terendah')
  expect((await page.request.get('/api/tingkat-bagi-hasil')).status()).toBe(200)
  await expectNoAxeViolations(page)
})

test('a month entered in /admin shows on the page, the history kept; bad input refused @desktop-only', async ({
  page,
}) => {
  await openAdmin(page, `/admin/tingkat-bagi-hasil?bulan=${thisMonth()}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Tingkat Bagi Hasil' })).toBeVisible()
  await expect(page.getByText(/belum diisi/)).toBeVisible()
  await expectNoAxeViolations(page)
  const rate = page.getByLabel('Ekuivalen Deposito Mudharabah, 12 bulan')
  const nasabah = page.getByLabel('Nisbah nasabah Deposito Mudharabah, 12 bulan')
  // Prefilled from last month's nisbah; this month's rates still to type.
  await expect(nasabah).toHaveValue('50')
  for (const input of await page.getByLabel(/^Ekuivalen /).all()) await input.fill('4.75')
  await nasabah.fill('52')
  await page.getByRole('button', { name: 'Simpan Tingkat Bagi Hasil' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'Nisbah nasabah dan nisbah bank harus berjumlah 100.',
  )
  await page.getByLabel('Nisbah bank Deposito Mudharabah, 12 bulan').fill('48')
  await rate.fill('31')
  await page.getByRole('button', { name: 'Simpan Tingkat Bagi Hasil' }).click()
  await expect(page.locator('form').getByRole('alert')).toContainText('antara 0 dan 30%')
  await rate.fill('6.25')
  await page.getByRole('button', { name: 'Simpan Tingkat Bagi Hasil' }).click()
  await expect(page.getByText('Tingkat bagi hasil berhasil disimpan.')).toBeVisible()

  await expect(async () => {
    await page.goto('/tingkat-bagi-hasil')
    const group = page.getByRole('region', { name: 'Deposito Mudharabah' })
    await expect(group.getByRole('table', { name: /^Nisbah bagi hasil/ })).toContainText('52 : 48')
    await expect(group.getByRole('table', { name: /^Ekuivalen/ })).toContainText('6,25%')
  }).toPass({ timeout: 15_000 })
  // The months before are kept: still twelve rows, last month's among them.
  const history = page
    .getByRole('region', { name: 'Deposito Mudharabah' })
    .getByRole('table', { name: /^Ekuivalen/ })
  await expect(history.locator('tbody tr')).toHaveCount(12)
  const last = lastMonth()
  const rows = await (await page.request.get('/api/tingkat-bagi-hasil')).json()
  expect(rows.bulan).toContain(last)
  expect(rows.bulan.at(-1)).toBe(thisMonth())
})

test('a promo of a simpanan carries the LPS statement; one of a pembiayaan links its summary @desktop-only', async ({
  page,
}) => {
  await loginViaApi(page)
  const all = (await (await page.request.get('/api/produk')).json()) as {
    _id: string
    slug: string
  }[]
  const produk = async (slug: string) => all.find((p) => p.slug === slug)!._id
  const create = async (judul: string, produkId: string) => {
    const answer = await page.request.post('/api/promo', {
      headers: ORIGIN,
      multipart: {
        judul,
        mulai: new Date(Date.now() - 60_000).toISOString(),
        selesai: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        ringkasan: 'Promo uji pernyataan.',
        isi: 'Isi promo uji.',
        produkTerkait: JSON.stringify([produkId]),
        gambar: {
          name: 'p.png',
          mimeType: 'image/png',
          buffer: readFileSync(fixture('sample.png')),
        },
      },
    })
    expect(answer.status()).toBe(201)
    return (await answer.json()) as { _id: string; slug: string }
  }
  const run = unique()
  const simpanan = await create(`Promo Tabungan ${run}`, await produk('tabungan-qurban'))
  const pembiayaan = await create(`Promo Murabahah ${run}`, await produk('pembiayaan-murabahah'))
  try {
    await page.goto(`/promo/${simpanan.slug}`)
    const lps = page.getByRole('region', { name: 'Penjaminan LPS' })
    await expect(lps).toContainText('Tabungan Qurban dijamin oleh Lembaga Penjamin Simpanan (LPS).')
    await expect(lps).toContainText('Maksimum nilai simpanan yang dijamin LPS')
    await expectNoAxeViolations(page)

    await page.goto(`/promo/${pembiayaan.slug}`)
    await expect(page.getByRole('region', { name: 'Penjaminan LPS' })).toHaveCount(0)
    await expect(page.getByRole('main')).not.toContainText('LPS')
    await page.getByRole('link', { name: 'Ringkasan Pembiayaan Murabahah' }).click()
    await expect(page).toHaveURL(/\/produk\/pembiayaan-murabahah\/ringkasan$/)
  } finally {
    for (const { _id } of [simpanan, pembiayaan]) {
      await page.request.delete(`/api/promo/${_id}`, { headers: ORIGIN })
    }
  }
})

test('the Dewan Pengawas Syariah is shown beside the management and edited in Tampilan Situs @desktop-only', async ({
  page,
}) => {
  await page.goto('/profil/struktur-organisasi')
  const dps = page.getByRole('region', { name: 'Dewan Pengawas Syariah' })
  await expect(dps.getByRole('heading', { level: 3 })).toHaveText([
    'Dr. K.H. Ahmad Fauzi, Lc., M.A.',
    'H. Muhammad Ridwan, S.H.I., M.E.Sy.',
  ])
  await expect(dps).toContainText('Ketua Dewan Pengawas Syariah')
  await expect(dps).toContainText('Pemegang sertifikat Pengawas Syariah dari DSN-MUI')
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.join(' ')).toContain('Ketua Dewan Pengawas Syariah')
  await expectNoAxeViolations(page)

  const nama = `Ustaz Uji ${unique()}`
  await openAdmin(page, '/admin/tampilan-situs')
  const member = page.getByRole('group', { name: /^Anggota DPS 2:/ })
  const before = await member.getByLabel('Nama').inputValue()
  const save = async () => {
    await page.getByRole('button', { name: 'Simpan Tampilan Situs' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Simpan' }).click()
    await expect(page.getByText('Tampilan Situs berhasil disimpan.')).toBeVisible()
  }
  await member.getByLabel('Nama').fill(nama)
  await save()
  try {
    await expect(async () => {
      await page.goto('/profil/struktur-organisasi')
      await expect(page.getByRole('region', { name: 'Dewan Pengawas Syariah' })).toContainText(nama)
    }).toPass({ timeout: 15_000 })
  } finally {
    await openAdmin(page, '/admin/tampilan-situs')
    await page
      .getByRole('group', { name: /^Anggota DPS 2:/ })
      .getByLabel('Nama')
      .fill(before)
    await save()
  }
})

test('/kebijakan-privasi: in the footer and every consent, versioned in /admin', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click()
  await expect(page).toHaveURL(/\/kebijakan-privasi$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible()
  await expect(main).toContainText('tidak memakai cookie pelacak')
  await expect(main).toContainText('365 hari')
  await expect(main).not.toContainText('{')
  await expectNoAxeViolations(page)
  for (const path of ['/hubungi-kami', '/layanan-pengaduan']) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: 'Baca Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/kebijakan-privasi',
    )
  }
})

test('a new version of the notice saved in /admin is in force on the page @desktop-only', async ({
  page,
}) => {
  await openAdmin(page, '/admin/kebijakan-privasi')
  await expectNoAxeViolations(page)
  const isi = page.getByLabel('Isi kebijakan privasi')
  const marker = `Bagian uji ${unique()}`
  await isi.fill(`${await isi.inputValue()}\n\n## ${marker}\n\nTeks tambahan.`)
  await page.getByLabel('Catatan perubahan (opsional)').fill('Uji e2e')
  await page.getByRole('button', { name: 'Simpan sebagai versi baru' }).click()
  await expect(page.getByText(/Kebijakan privasi versi \d+ berhasil disimpan/)).toBeVisible()
  await expect(page.getByText(/Uji e2e/)).toBeVisible()
  // The same text again is not a new version.
  await page.getByRole('button', { name: 'Simpan sebagai versi baru' }).click()
  await expect(page.locator('form').getByRole('alert')).toContainText(
    'sama dengan versi yang berlaku',
  )
  await expect(async () => {
    await page.goto('/kebijakan-privasi')
    await expect(page.getByRole('heading', { level: 2, name: marker })).toBeVisible()
  }).toPass({ timeout: 15_000 })
})
