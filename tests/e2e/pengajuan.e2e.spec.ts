import type { Page, Response } from '@playwright/test'

import { MIN_FILL_MS, PENGAJUAN_MESSAGES as M } from '@/modules/pengajuan/pengajuan.rules'

import { openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { listProduk } from './public-helpers'

/** A person takes a moment: the form refuses anything sent sooner after it was handed out. */
const takeYourTime = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 300)

let phone = 0
/** A distinct number per inquiry, so the per-number limit never gets in the way. */
const nextPhone = () => `0813 ${String(Date.now()).slice(-4)} ${String(1000 + ++phone).slice(-4)}`

async function fillContact(page: Page, nama: string) {
  await page.getByLabel('Nama lengkap').fill(nama)
  await page.getByLabel('Nomor HP/WhatsApp').fill(nextPhone())
  await page.getByLabel('Kota/kabupaten').fill('Sleman')
}

/** Submits and returns the answer to the form's POST. */
async function send(page: Page, button: string): Promise<Response> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: button }).click()
  return answer
}

test.describe('Hubungi Kami without JavaScript', () => {
  // axe needs scripts in the page, so the JavaScript tests below check these same screens with it.
  test.use({ javaScriptEnabled: false })

  test('the footer leads there; bad input is answered 400 with each message, then a reference number', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Kirim pesan lewat formulir Hubungi Kami' }).click()
    await expect(page).toHaveURL(/\/hubungi-kami$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible()
    await expect(page.getByText(/disimpan paling lama 365 hari/)).toBeVisible()

    await takeYourTime(page)
    await page.getByLabel('Nomor HP/WhatsApp').fill('12345')
    await page.getByLabel('E-mail').fill('bukan-email')
    let answer = await send(page, 'Kirim Pesan')
    expect(answer.status()).toBe(400)
    expect(answer.headers()['cache-control']).toMatch(/no-store/)
    expect(answer.headers()['cache-control']).not.toMatch(/public/)
    const alert = page.locator('main [role=alert]')
    await expect(alert).toContainText(M.periksaIsian)
    for (const message of [
      M.namaWajib,
      M.teleponSalah,
      M.emailSalah,
      M.kotaWajib,
      M.pesanWajib,
      M.persetujuanWajib,
    ])
      await expect(alert).toContainText(message)
    await expect(page.getByLabel('Nama lengkap')).toHaveAttribute('aria-invalid', 'true')
    // What was typed comes back, to this visitor alone: the cached page never holds it.
    await expect(page.getByLabel('E-mail')).toHaveValue('bukan-email')
    const cached = await page.request.get('/hubungi-kami')
    expect(cached.headers()['cache-control']).toMatch(/public/)
    expect(await cached.text()).not.toContain('bukan-email')

    // The refusal handed out a fresh form: sent at once, it is too fast for a person.
    await fillContact(page, 'Tamu Tanpa Skrip')
    await page.getByLabel('E-mail').fill('')
    await page.getByLabel('Pesan').fill('Mohon info jam buka kantor.')
    await page.getByRole('checkbox').check()
    answer = await send(page, 'Kirim Pesan')
    expect(answer.status()).toBe(400)
    await expect(page.locator('main [role=alert]')).toContainText(M.terlaluCepat)

    await takeYourTime(page)
    await page.getByRole('checkbox').check()
    answer = await send(page, 'Kirim Pesan')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.getByText(/Nomor pengajuan: PGJ-\d{6}-[A-Z2-9]{5}/)).toBeVisible()
  })
})

test('Hubungi Kami with JavaScript passes axe', async ({ page }) => {
  await page.goto('/hubungi-kami')
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('Ajukan Pembiayaan', () => {
  test('from a product page: the product is chosen; sent without leaving the page', async ({
    page,
    request,
  }) => {
    const [produk] = await listProduk(request)
    await page.goto(`/produk/${produk.slug}`)
    await page.getByRole('link', { name: 'Ajukan Pembiayaan' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ajukan Pembiayaan' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: /^Produk/ })).toHaveValue(produk.slug)
    await expectNoAxeViolations(page)

    await fillContact(page, 'Pemohon Produk')
    await page.getByLabel('Jumlah pembiayaan (Rp)').fill('25.000.000')
    await page.getByLabel('Tenor (bulan)').fill('24')
    await page.getByRole('checkbox').check()
    await takeYourTime(page)
    const url = page.url()
    const answer = await send(page, 'Kirim Pengajuan')
    // The server action's own answer, not a page: the form stays where it is.
    expect(answer.request().headers()['next-action']).toBeTruthy()
    expect(answer.status()).toBe(200)
    await expect(page.getByRole('status')).toContainText(/Nomor pengajuan: PGJ-/)
    expect(page.url()).toBe(url)
    await expect(page.getByRole('status')).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test("from the simulator's result: amount, tenor, margin and the same installment", async ({
    page,
  }) => {
    await page.goto('/tabelsimulasi?jumlah=20000000&margin=12&tenor=36&jenis=anuitas')
    const first = page.locator('dt', { hasText: 'Angsuran bulan pertama' }).locator('+ dd').first()
    const installment = (await first.textContent())?.trim() ?? ''
    expect(installment).toMatch(/^Rp/)
    await page.getByRole('link', { name: 'Ajukan Pembiayaan' }).click()
    await expect(page).toHaveURL(
      /\/ajukan-pembiayaan\?jumlah=20000000&margin=12&tenor=36&jenis=anuitas$/,
    )
    await expect(page.getByLabel('Jumlah pembiayaan (Rp)')).toHaveValue('20.000.000')
    await expect(page.getByLabel('Tenor (bulan)')).toHaveValue('36')
    await expect(page.getByText('margin Anuitas 12% per tahun')).toBeVisible()
    await expect(page.getByText(`Perkiraan angsuran bulan pertama: ${installment}`)).toBeVisible()
    // Changing the tenor recomputes it as the simulator would.
    await page.getByLabel('Tenor (bulan)').fill('12')
    await expect(page.getByText(/Perkiraan angsuran bulan pertama/)).not.toContainText(installment)

    await fillContact(page, 'Pemohon Simulasi')
    await page.getByRole('checkbox').check()
    await takeYourTime(page)
    await page.getByRole('button', { name: 'Kirim Pengajuan' }).click()
    await expect(page.getByRole('status')).toContainText(/Nomor pengajuan: PGJ-/)
  })

  test('a bad number is refused with a 400 and its message beside the field', async ({ page }) => {
    await page.goto('/ajukan-pembiayaan')
    await page.getByLabel('Nomor HP/WhatsApp').fill('0812')
    await takeYourTime(page)
    const answer = await send(page, 'Kirim Pengajuan')
    expect(answer.request().headers()['next-action']).toBeTruthy()
    expect(answer.status()).toBe(400)
    expect(answer.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.locator('main [role=alert]')).toContainText(M.periksaIsian)
    const field = page.getByLabel('Nomor HP/WhatsApp')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(M.teleponSalah.slice(0, 30)))
    await expect(page.getByText(M.jumlahSalah).last()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('the inbox @desktop-only', () => {
  test('lists the inquiries, opens one, moves it on and exports CSV', async ({ page }) => {
    await openAdmin(page, '/admin/dashboard')
    const link = page
      .getByRole('navigation', { name: 'Menu admin' })
      .getByRole('link', { name: /Pengajuan/ })
    await expect(link).toContainText(/\d+ baru/)
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pengajuan' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Cari').fill('Pemohon Simulasi')
    await page.getByRole('button', { name: 'Terapkan' }).click()
    await expect(page).toHaveURL(/q=Pemohon\+Simulasi/)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await rows.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: /Pengajuan PGJ-/ })).toBeVisible()
    await expect(page.getByText('Pemohon Simulasi')).toBeVisible()
    await expect(page.getByText(/Anuitas 12% per tahun/)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByLabel('Ubah status menjadi').selectOption('dihubungi')
    await page.getByLabel('Catatan').fill('Sudah ditelepon.')
    await page.getByRole('button', { name: 'Simpan status' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Status pengajuan berhasil diperbarui.' }),
    ).toBeVisible()

    await page.goto('/admin/pengajuan?status=dihubungi')
    await expect(page.locator('tbody tr').filter({ hasText: 'Pemohon Simulasi' })).toHaveCount(1)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Unduh CSV' }).click()
    const file = await (await download).path()
    const { readFile } = await import('node:fs/promises')
    const csv = await readFile(file, 'utf8')
    expect(csv).toContain('Pemohon Simulasi')
    expect(csv).toContain('Dihubungi')
  })
})
