import { expect, test } from './fixtures'

test.describe('profile pages', () => {
  test('visi-misi: a vision card, a numbered 3-item mission and the motto', async ({ page }) => {
    await page.goto('/profil/visi-misi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visi, Misi dan Motto')
    await expect(page.getByRole('region', { name: 'Visi' })).toContainText('Menjadi bank syariah')
    const misi = page.getByRole('region', { name: 'Misi' }).getByRole('listitem')
    await expect(misi).toHaveCount(3)
    await expect(misi.nth(0)).toContainText('usaha mikro, kecil, dan menengah')
    await expect(misi.nth(1)).toContainText('pelayanan prima')
    await expect(misi.nth(1)).toContainText('tata kelola perusahaan yang baik')
    await expect(misi.nth(2)).toContainText('keuntungan yang optimal bagi pemegang saham')
    expect(await page.getByRole('region', { name: 'Misi' }).locator('ol').count()).toBe(1)
    await expect(
      page.getByRole('heading', { name: 'Halal, Berkah dan Menguntungkan' }),
    ).toBeVisible()
  })

  test('sejarah-singkat: every date and fact of the spec, a Tahukah Anda box and a timeline', async ({
    page,
  }) => {
    await page.goto('/profil/sejarah-singkat')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sejarah Singkat')
    const main = page.getByRole('main')
    for (const fact of [
      '29 Maret 2006',
      '30 Agustus 2006',
      'izin usaha dari Bank Indonesia',
      '18 September 2016',
      'hari jadi',
      'Jalan Ngasem No. 52A',
      'bagi hasil',
      'Dewan Pengawas Syariah',
    ]) {
      await expect(main.getByText(fact).first()).toBeVisible()
    }
    await expect(page.getByRole('complementary', { name: 'Tahukah Anda?' })).toBeVisible()
    const timeline = page.getByRole('region', { name: 'Perjalanan Kami' }).getByRole('listitem')
    expect(await timeline.count()).toBeGreaterThanOrEqual(3)
    await expect(timeline.first()).toContainText('29 Maret 2006')
  })

  test('struktur-organisasi: three profiles, work history toggles, the chart', async ({ page }) => {
    await page.goto('/profil/struktur-organisasi')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(cards.getByText(/^Komisaris/)).toHaveCount(2)
    await expect(cards.getByText('Direktur Utama', { exact: true })).toHaveCount(1)
    for (const card of await cards.all()) {
      await expect(card.getByRole('img')).toBeVisible()
      await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty()
      await expect(card.getByText('Tempat, tanggal lahir:')).toBeVisible()
      await expect(card.getByRole('heading', { name: 'Pendidikan' })).toBeVisible()
      await expect(card.getByRole('heading', { name: 'Riwayat Pekerjaan' })).toBeHidden()
    }
    await expect(page.getByRole('figure')).toContainText('Struktur Organisasi Periode 2025')
    await expect(page.getByRole('figure').getByRole('img')).toHaveAttribute('alt', /RUPS/)
  })

  test("'Tutup' hides the work history and the open button returns after 300 ms", async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/profil/struktur-organisasi')
    const card = page.getByRole('main').getByRole('article').first()
    const open = card.getByRole('button', { name: 'Lihat Riwayat Pekerjaan' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()
    const history = card.getByRole('heading', { name: 'Riwayat Pekerjaan' })
    await expect(history).toBeVisible()
    await expect(open).toBeHidden()
    await expect(card.getByRole('button', { name: 'Tutup' })).toBeFocused()

    await page.clock.pauseAt(Date.now() + 60_000)
    await card.getByRole('button', { name: 'Tutup' }).click()
    await expect(history).toBeHidden()
    await page.clock.runFor(299)
    await expect(open).toBeHidden()
    // Meanwhile focus stays in the card instead of falling back to the page.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)
    await page.clock.runFor(1)
    await expect(open).toBeVisible()
    await expect(open).toBeFocused()
    // The other cards were never opened.
    await expect(page.getByRole('button', { name: 'Lihat Riwayat Pekerjaan' })).toHaveCount(3)
  })
})
