import {
  createNewsViaApi,
  deleteViaApi,
  getJson,
  openAdmin,
  unique,
  type NewsJson,
} from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

type RichNews = NewsJson & {
  isisatu: string
  isisatuRich: { root: { children: { type: string; tag?: string }[] } }
}

test.describe('Rich bodies (issue 30)', () => {
  test('the news editor works by keyboard, is accessible, and the page renders the body @desktop-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const judul = `Berita Kaya ${unique()}`
    await openAdmin(page, '/admin/news')
    const created = await createNewsViaApi(page, { judul })
    await openAdmin(page, `/admin/news/edit/${created.slug}`)

    const editor = page.getByRole('textbox', { name: 'Isi Bagian Pertama' })
    await expect(editor).toHaveAttribute('aria-multiline', 'true')
    await expect(editor).toHaveAttribute('contenteditable', 'true')
    await expectNoAxeViolations(page)

    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Delete')
    await page.keyboard.press('Control+Alt+2')
    await page.keyboard.type('Syarat Pembukaan')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Control+b')
    await page.keyboard.type('Wajib')
    await page.keyboard.press('Control+b')
    await page.keyboard.type(' membawa KTP.')
    // The toolbar sits before the text in Tab order; its buttons are labelled and focus shows.
    await page.keyboard.press('Shift+Tab')
    const toolbar = page.getByRole('toolbar').first()
    await expect(toolbar.getByRole('button', { name: /Tautan \(Ctrl\+K\)/ })).toBeFocused()
    await editor.focus()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Berita berhasil diperbarui!')
    await dialog.getByRole('button', { name: 'OK' }).click()

    const saved = await getJson<RichNews>(page, `/api/news/${created.slug}`)
    expect(saved.isisatu).toBe('Syarat Pembukaan\n\nWajib membawa KTP.')
    expect(saved.isisatuRich.root.children[0]).toMatchObject({ type: 'heading', tag: 'h2' })

    await page.goto(`/news/${created.slug}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Syarat Pembukaan' })).toBeVisible()
    await expect(page.locator('article strong', { hasText: 'Wajib' })).toBeVisible()
    await expectNoAxeViolations(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: test.info().outputPath(`news-${width}.png`), fullPage: true })
    }
    await deleteViaApi(page, `/api/news/${created._id}`)
  })
})

test('public pages with a rich body stay under 150 KB of first-load JavaScript @desktop-only', async ({
  page,
  baseURL,
}) => {
  const { firstLoadJs } = await import('../../scripts/first-load-js.mjs')
  const news = await getJson<NewsJson[]>(page, '/api/news')
  const produk = await getJson<{ slug: string }[]>(page, '/api/produk')
  for (const path of [`/news/${news[0].slug}`, `/produk/${produk[0].slug}`]) {
    const { bytes } = await firstLoadJs(baseURL, path)
    expect(bytes, path).toBeLessThan(150 * 1024)
  }
})
