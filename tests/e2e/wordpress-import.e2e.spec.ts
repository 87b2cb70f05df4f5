import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

// The export WordPress 6 made itself, and its uploads zipped (scripts/wordpress-fixture).
const FIXTURE = path.resolve('tests/fixtures/wordpress')

async function answerOf(request: APIRequestContext, address: string) {
  const response = await request.get(address, { maxRedirects: 0 })
  const location = response.headers().location
  return `${response.status()} ${location ? new URL(location, 'http://x').pathname + new URL(location, 'http://x').search : ''}`
}

test.describe('Impor WordPress', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } })

  test('the dry run, the mapping, the import; old addresses answered 301 @desktop-only', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await openAdmin(page, '/admin/impor-wordpress')
    await expect(page.getByRole('heading', { level: 1, name: 'Impor WordPress' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mulai impor' })).toBeDisabled()
    await page.getByLabel('Berkas ekspor (.xml)').setInputFiles(path.join(FIXTURE, 'export.xml'))
    await page
      .getByLabel('Folder uploads (.zip, opsional)')
      .setInputFiles(path.join(FIXTURE, 'uploads.zip'))
    await page.getByRole('button', { name: 'Periksa (uji coba)' }).click()
    const report = page.getByRole('region', { name: 'Laporan impor' })
    await expect(report).toContainText('Uji coba (tidak ada yang disimpan)')
    await expect(report).toContainText('Kategori belum dipetakan')
    await expect(report).toContainText('Berkas tidak ada: 2024/07/hilang.png')
    await expectNoAxeViolations(page)
    // Nothing is saved by the dry run.
    expect(await answerOf(request, '/?p=9')).not.toMatch(/^301/)

    await expect(page.getByLabel('Zakat', { exact: true })).toHaveValue('Zakat & Wakaf')
    await page.getByLabel('Kabar Kantor').selectOption('Agenda Perusahaan')
    await page.getByLabel('Edukasi').selectOption('Tabungan')
    await page.getByRole('button', { name: 'Mulai impor' }).click()
    await expect(report).toContainText('Impor WordPress selesai', { timeout: 60_000 })
    await expect(report).toContainText('Berita: 5 dibuat, 0 diperbarui (2 sebagai draf)')
    await expect(report).toContainText('Pustaka Media: 4 dibuat')
    await expect(report).toContainText(
      'Halaman "Sejarah Singkat" /sejarah/ → usulan: /profil/sejarah-singkat',
    )
    await expectNoAxeViolations(page)

    // Through the built app's own proxy: each process reloads its redirects within a second.
    await expect.poll(() => answerOf(request, '/?p=9')).toBe('301 /news/pembukaan-kantor-cabang')
    // Next answers the trailing slash with its own 308 first; the address without it is ours.
    expect(await answerOf(request, '/2024/05/pembukaan-kantor-cabang')).toBe(
      '301 /news/pembukaan-kantor-cabang',
    )
    expect(await answerOf(request, '/category/zakat')).toBe(
      '301 /news?kategori=Zakat%20%26%20Wakaf',
    )
    const landed = await request.get('/?p=10')
    expect(landed.status()).toBe(200)
    expect(new URL(landed.url()).pathname).toBe('/news/tips-menabung-pelajar')
    await page.goto('/news/pembukaan-kantor-cabang')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pembukaan Kantor Cabang Baru')
    await expect(page.getByRole('img', { name: 'Ruang layanan nasabah' })).toBeVisible()

    // A second run updates, never doubles.
    await page.goto('/admin/impor-wordpress')
    await page.getByLabel('Berkas ekspor (.xml)').setInputFiles(path.join(FIXTURE, 'export.xml'))
    await page
      .getByLabel('Folder uploads (.zip, opsional)')
      .setInputFiles(path.join(FIXTURE, 'uploads.zip'))
    await page.getByRole('button', { name: 'Periksa (uji coba)' }).click()
    await expect(report).toContainText('Berita: 0 dibuat, 5 diperbarui')
  })
})
