import type { Page, Response } from '@playwright/test'

import { MIN_FILL_MS } from '@/modules/pengajuan/pengajuan.rules'
import { WBS_MESSAGES as M } from '@/modules/whistleblowing/whistleblowing.rules'

import { loginViaApi, ORIGIN, unique } from './admin-helpers'
import { ADMIN, expect, expectNoAxeViolations, test } from './fixtures'

const takeYourTime = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 300)

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
)

async function fillReport(page: Page) {
  await page.getByLabel('Apa yang terjadi?').fill('Pencairan pembiayaan fiktif.')
  await page.getByLabel('Siapa yang terlibat?').fill('Petugas pembiayaan cabang.')
  await page.getByLabel('Kapan terjadinya?').fill('Oktober 2026')
  await page.getByLabel('Di mana terjadinya?').fill('Kantor cabang utama')
  await page.getByLabel('Bagaimana pelanggaran dilakukan?').fill('Dokumen dipalsukan.')
  await page.getByLabel(/^Saya menyampaikan laporan ini/).check()
}

async function send(page: Page, button: string): Promise<Response> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: button }).click()
  return answer
}

/** The number and follow-up code, as the page shows them once. */
async function registration(page: Page) {
  const status = page.getByRole('status')
  await expect(status).toContainText(/Nomor laporan: WBS-\d{6}-[A-Z2-9]{5}/)
  const text = (await status.textContent()) ?? ''
  return {
    nomor: /WBS-\d{6}-[A-Z2-9]{5}/.exec(text)![0],
    kode: /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)![0],
  }
}

test.describe('Whistleblowing without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the footer leads there; refusals are 400s with their messages; the code opens the follow-up page and the own file', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: /^Whistleblowing/ }).click()
    await expect(page).toHaveURL(/\/whistleblowing$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Whistleblowing' })).toBeVisible()

    await takeYourTime(page)
    let answer = await send(page, 'Kirim Laporan')
    expect(answer.status()).toBe(400)
    const alert = page.locator('main [role=alert]')
    for (const message of [
      M.apaWajib,
      M.siapaWajib,
      M.kapanWajib,
      M.dimanaWajib,
      M.persetujuanWajib,
    ])
      await expect(alert).toContainText(message)

    await fillReport(page)
    await page.locator('input[name=nama]').fill('Tidak sengaja')
    await page.locator('input[name=lampiran]').setInputFiles({
      name: 'bukti.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('bukan pdf sama sekali'),
    })
    await takeYourTime(page)
    answer = await send(page, 'Kirim Laporan')
    expect(answer.status()).toBe(400)
    await expect(page.locator('main [role=alert]')).toContainText(M.lampiranJenis)
    await expect(page.locator('main [role=alert]')).toContainText(M.identitasAnonim)

    await page.locator('input[name=nama]').fill('')
    await page.getByLabel(/^Saya menyampaikan laporan ini/).check()
    await page
      .locator('input[name=lampiran]')
      .setInputFiles({ name: 'bukti.pdf', mimeType: 'application/pdf', buffer: PDF })
    await takeYourTime(page)
    answer = await send(page, 'Kirim Laporan')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toMatch(/no-store/)
    const { nomor, kode } = await registration(page)

    await page.goto('/whistleblowing/tindak-lanjut')
    await page.getByLabel('Nomor laporan').fill(nomor)
    await page.getByLabel('Kode tindak lanjut').fill('AAAA-BBBB-CCCC')
    answer = await send(page, 'Lihat Tindak Lanjut')
    expect(answer.status()).toBe(400)
    await expect(page.locator('main [role=alert]')).toHaveText(M.tidakCocok)
    await page.getByLabel('Kode tindak lanjut').fill(kode)
    answer = await send(page, 'Lihat Tindak Lanjut')
    expect(answer.status()).toBe(200)
    await expect(page.getByRole('status')).toContainText('Diterima')
    await expect(page.getByText('Belum ada pertanyaan dari petugas.')).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Unduh bukti.pdf' }).click()
    expect((await download).suggestedFilename()).toBe('bukti.pdf')

    await page.getByLabel('Pesan untuk petugas').fill('Saya punya salinan dokumennya.')
    answer = await send(page, 'Kirim Pesan')
    expect(answer.status()).toBe(200)
    await expect(page.getByRole('status')).toContainText('Pesan Anda sudah kami terima.')
  })
})

test('with JavaScript: sent in place, focus on the answer; axe on the form, the answer and the follow-up page', async ({
  page,
}) => {
  await page.goto('/whistleblowing')
  await expectNoAxeViolations(page)
  await fillReport(page)
  await takeYourTime(page)
  const url = page.url()
  const answer = await send(page, 'Kirim Laporan')
  expect(answer.request().headers()['next-action']).toBeTruthy()
  expect(answer.status()).toBe(200)
  await registration(page)
  expect(page.url()).toBe(url)
  await expect(page.getByRole('status')).toBeFocused()
  await expectNoAxeViolations(page)

  // The found report's screen is checked in the officer's test: look-ups per address are few.
  await page.goto('/whistleblowing/tindak-lanjut')
  await expectNoAxeViolations(page)
})

test('only an officer, marked by another administrator, handles a report; the reporter reads the outcome; axe on each screen @desktop-only', async ({
  page,
  browser,
}) => {
  await page.goto('/whistleblowing')
  await fillReport(page)
  await takeYourTime(page)
  await send(page, 'Kirim Laporan')
  const { nomor, kode } = await registration(page)

  // An administrator who is no officer sees neither the link nor the report.
  await loginViaApi(page)
  await page.goto('/admin/wbs')
  await expect(page.getByText(M.bukanPetugas)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Whistleblowing/ })).toHaveCount(0)

  // Another administrator marks a new account an officer; it signs in and handles the report.
  const username = `wbs${unique()}`.slice(0, 20)
  const password = `sandi-${unique()}-wbs`
  const created = await page.request.post('/api/administrator', {
    headers: ORIGIN,
    data: { username, currentPassword: ADMIN.password },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { account, temporaryPassword } = await created.json()
  const marked = await page.request.put(`/api/administrator/${account.id}/whistleblowing`, {
    headers: ORIGIN,
    data: { officer: true, currentPassword: ADMIN.password },
  })
  expect(marked.status(), await marked.text()).toBe(200)

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const officer = await context.newPage()
  try {
    const first = await officer.request.post('/api/auth/login', {
      headers: ORIGIN,
      data: { username, password: temporaryPassword },
    })
    expect(first.status()).toBe(202)
    const verified = await officer.request.post('/api/auth/login/verify', {
      headers: ORIGIN,
      data: { ticket: (await first.json()).ticket, newPassword: password },
    })
    expect(verified.status(), await verified.text()).toBe(200)
    await officer.goto('/admin/wbs')
    await expect(officer.getByRole('heading', { level: 1, name: 'Whistleblowing' })).toBeVisible()
    await expectNoAxeViolations(officer)
    await officer.getByRole('link', { name: nomor }).click()
    await expect(officer.getByRole('heading', { level: 1, name: `Laporan ${nomor}` })).toBeVisible()
    await expectNoAxeViolations(officer)
    await officer
      .getByLabel('Pertanyaan untuk pelapor (dibaca dengan kode tindak lanjut)')
      .fill('Apakah ada saksi lain?')
    await officer.getByRole('button', { name: 'Kirim pertanyaan' }).click()
    await expect(officer.getByText('Pertanyaan dikirim ke pelapor.')).toBeVisible()
    await officer.getByLabel('Hasil (wajib untuk Selesai)').selectOption('tidakTerbukti')
    await officer.getByLabel('Kesimpulan untuk pelapor').fill('Tidak ditemukan bukti pelanggaran.')
    await officer.getByRole('button', { name: 'Simpan status' }).click()
    await expect(officer.getByText('Laporan ini sudah selesai.')).toBeVisible()
  } finally {
    await context.close()
  }

  await page.goto('/whistleblowing/tindak-lanjut')
  await page.getByLabel('Nomor laporan').fill(nomor)
  await page.getByLabel('Kode tindak lanjut').fill(kode)
  await send(page, 'Lihat Tindak Lanjut')
  await expect(page.getByRole('status')).toContainText('Tidak terbukti')
  await expect(page.getByText('Apakah ada saksi lain?')).toBeVisible()
  await expectNoAxeViolations(page)
})
