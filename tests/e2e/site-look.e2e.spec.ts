import type { Page } from '@playwright/test'

import { fixture, openAdmin, unique } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

const JUDUL = 'Selamat Datang di BPRS Contoh Syariah'
const KOMISARIS = 'Drs. H. Budi Santoso, M.M.'

const banner = (page: Page, n: number) => page.getByRole('group', { name: `Banner ${n}` })
const slide = (page: Page, n: number) => page.getByRole('group', { name: `Slide ${n}` })
const pengurus = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Pengurus ${n}:`) })

async function saveLook(page: Page) {
  await page.getByRole('button', { name: 'Simpan Tampilan Situs' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Simpan' }).click()
  await expect(page.getByText('Tampilan Situs berhasil disimpan.')).toBeVisible()
}

test.describe('Tampilan Situs', () => {
  test('edited in /admin and shown on the public pages within seconds @desktop-only', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const run = unique()
    const judul = `Banner Uji ${run}`
    const nama = `Pengurus Uji ${run}`
    const pengumuman = `Kantor tutup sementara ${run}`

    await openAdmin(page, '/admin/tampilan-situs')
    await expect(page.getByRole('heading', { level: 1, name: 'Tampilan Situs' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tampilan Situs' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectNoAxeViolations(page)

    await banner(page, 1).getByLabel('Judul').fill(judul)
    await slide(page, 1).getByLabel('Ganti gambar').setInputFiles(fixture('sample.png'))
    await slide(page, 1).getByLabel('Teks alternatif').fill(`Gambar slide uji ${run}`)
    await pengurus(page, 1).getByLabel('Nama').fill(nama)
    await page.getByLabel('Teks pengumuman').fill(pengumuman)
    await page.getByLabel('Tautan (opsional)').fill('/hubungi-kami')
    await expectNoAxeViolations(page)
    await saveLook(page)

    // A save expires every public page at once (through the shared cache on every instance).
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(judul)
    const bar = page.getByRole('complementary', { name: 'Pengumuman' })
    await expect(bar.getByRole('link', { name: pengumuman })).toHaveAttribute(
      'href',
      '/hubungi-kami',
    )
    // Only the current slide is shown; the others wait in the page.
    await expect(page.locator(`img[alt="Gambar slide uji ${run}"]`)).toBeAttached()
    await expect(
      page.getByRole('img', { name: 'Tugu Yogyakarta dan rumah joglo di bawah langit senja' }),
    ).toBeVisible()
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/profil/struktur-organisasi')
    await expect(page.getByRole('heading', { level: 2, name: nama })).toBeVisible()
    await expect(page.getByRole('img', { name: `Foto ${KOMISARIS}` })).toBeVisible()
    await expect(page.getByRole('figure')).toContainText('Struktur Organisasi Periode 2025')
    await expect(bar).toContainText(pengumuman)
    await expectNoAxeViolations(page)

    // Back as it was, for the other browser tests.
    await page.goto('/admin/tampilan-situs')
    await banner(page, 1).getByLabel('Judul').fill(JUDUL)
    await pengurus(page, 1).getByLabel('Nama').fill(KOMISARIS)
    await page.getByLabel('Teks pengumuman').fill('')
    await page.getByLabel('Tautan (opsional)').fill('')
    await saveLook(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JUDUL)
    await expect(page.getByRole('complementary', { name: 'Pengumuman' })).toHaveCount(0)
  })

  test('a bad value is refused with its message and nothing changes @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/tampilan-situs')
    await page.getByLabel('Teks pengumuman').fill('Libur')
    await page.getByLabel('Tautan (opsional)').fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Simpan Tampilan Situs' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Simpan' }).click()
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      'Tautan harus diawali https://, http://, atau / (halaman situs ini).',
    )
    await page.goto('/')
    await expect(page.getByRole('complementary', { name: 'Pengumuman' })).toHaveCount(0)
  })
})
