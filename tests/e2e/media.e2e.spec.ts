import type { Page } from '@playwright/test'

import { fixture, formAlert, getJson, openAdmin, rowAction, unique } from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

type MediaJson = { _id: string; alt: string; focalX: number; focalY: number }

const slide = (page: Page, n: number) => page.getByRole('group', { name: `Slide ${n}` })
const picker = (page: Page) => page.getByRole('dialog', { name: 'Pustaka Media' })

/** Whether focus is inside the open picker. */
const focusInPicker = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))

test.describe('Pustaka Media', () => {
  const run = unique()
  const alt = `Nasabah menabung di kantor ${run}`

  test('the library screen: an image added with its alt text and a focal point, then deleted @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/media')
    await expect(page.getByRole('heading', { level: 1, name: 'Pustaka Media' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pustaka Media' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Tambah Media' }).click()
    await page.waitForURL('**/admin/media/tambah')
    await page.getByRole('button', { name: 'Simpan Media' }).click()
    await expect(formAlert(page).first()).toContainText('Teks alternatif wajib diisi.')

    await page.getByLabel('Teks alternatif').fill(alt)
    await page.getByLabel('Keterangan').fill('Kantor Cabang Sleman')
    await page.getByLabel('Gambar').setInputFiles(fixture('sample.png'))
    await expect(page.getByRole('figure', { name: 'Pratinjau titik fokus' })).toBeVisible()
    // The focal point by keyboard: its two number fields.
    const across = page.getByLabel('Titik fokus, % dari kiri')
    await across.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('20')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Titik fokus, % dari atas')).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(page.getByLabel('Titik fokus, % dari atas')).toHaveValue('51')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/media-form-1280.png', fullPage: true })

    await page.getByRole('button', { name: 'Simpan Media' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Media berhasil ditambahkan!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/media')
    await expect(page.getByRole('link', { name: alt })).toBeVisible()
    const saved = (await getJson<MediaJson[]>(page, '/api/media')).find((m) => m.alt === alt)!
    expect(saved).toMatchObject({ focalX: 20, focalY: 51 })
    await page.screenshot({ path: 'test-results/media-list-1280.png', fullPage: true })

    // Its file is served to anyone, as the pages that show it need.
    const answer = await page.request.get('/api/media/' + saved._id)
    const { gambar } = (await answer.json()) as { gambar: { card: string } }
    const anonymous = await page.context().browser()!.newContext()
    expect((await anonymous.request.get(new URL(gambar.card, page.url()).href)).status()).toBe(200)
    expect((await anonymous.request.get(new URL('/api/media', page.url()).href)).status()).toBe(401)
    await anonymous.close()

    await rowAction(page, alt, 'Hapus')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('Media berhasil dihapus!')
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('link', { name: alt })).toHaveCount(0)
  })

  test('the picker, by keyboard: search, choose, upload; focus kept inside and given back @desktop-only', async ({
    page,
  }) => {
    const chosenAlt = `Sawah hijau ${run}`
    const uploadedAlt = `Pasar pagi ${run}`
    await openAdmin(page, '/admin/media')
    // One item to find.
    await page.getByRole('link', { name: 'Tambah Media' }).click()
    await page.waitForURL('**/admin/media/tambah')
    await page.getByLabel('Teks alternatif').fill(chosenAlt)
    await page.getByLabel('Gambar').setInputFiles(fixture('sample.jpg'))
    await page.getByRole('button', { name: 'Simpan Media' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await page.waitForURL('**/admin/media')

    await page.goto('/admin/tampilan-situs')
    const trigger = slide(page, 2).getByRole('button', { name: 'Pilih dari Pustaka Media' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(picker(page)).toBeVisible()
    const search = picker(page).getByLabel('Cari teks alternatif')
    await expect(search).toBeFocused()
    await page.keyboard.type(`Sawah hijau ${run}`)
    await expect(picker(page).getByRole('status')).toHaveText('1 gambar cocok.')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/media-picker-1280.png' })

    // Focus stays in the dialog however far one tabs, either way.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInPicker(page)).toBe(true)
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInPicker(page)).toBe(true)
    }

    await search.focus()
    await page.keyboard.press('Tab')
    await expect(picker(page).getByRole('button', { name: `Pilih: ${chosenAlt}` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(picker(page)).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(slide(page, 2).getByLabel('Teks alternatif')).toHaveValue(chosenAlt)
    await expect(slide(page, 2)).toContainText('Dipilih dari Pustaka Media')

    // Escape closes it and gives focus back too.
    await page.keyboard.press('Enter')
    await expect(picker(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(picker(page)).toBeHidden()
    await expect(trigger).toBeFocused()

    // A new image uploaded from the picker is chosen at once; a missing alt text is refused first.
    const third = slide(page, 3).getByRole('button', { name: 'Pilih dari Pustaka Media' })
    await third.focus()
    await page.keyboard.press('Enter')
    await picker(page).getByLabel('Berkas gambar').setInputFiles(fixture('sample.webp'))
    await picker(page).getByRole('button', { name: 'Unggah dan pilih' }).focus()
    await page.keyboard.press('Enter')
    await expect(picker(page).getByRole('alert')).toHaveText('Teks alternatif wajib diisi.')
    await picker(page).getByLabel('Teks alternatif', { exact: true }).fill(uploadedAlt)
    await picker(page).getByRole('button', { name: 'Unggah dan pilih' }).focus()
    await page.keyboard.press('Enter')
    await expect(picker(page)).toBeHidden()
    await expect(third).toBeFocused()
    await expect(slide(page, 3).getByLabel('Teks alternatif')).toHaveValue(uploadedAlt)

    // Nothing was saved: the library holds both, the slides are as they were.
    const library = await getJson<MediaJson[]>(page, '/api/media')
    for (const name of [chosenAlt, uploadedAlt]) {
      const item = library.find((m) => m.alt === name)!
      expect(item).toBeDefined()
      await page.request.delete(`/api/media/${item._id}`, {
        headers: { Origin: new URL(page.url()).origin },
      })
    }
  })
})
