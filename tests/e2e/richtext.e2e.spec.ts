import {
  createNewsViaApi,
  deleteViaApi,
  fixtureBuffer,
  getJson,
  openAdmin,
  ORIGIN,
  unique,
  type NewsJson,
} from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

type RichNews = NewsJson & {
  isisatu: string
  isisatuRich: { root: { children: { type: string; tag?: string; value?: number }[] } }
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
    await page.keyboard.type(' membawa KTP. Baca berita ini')
    // A link to a page of this site's records becomes a link to the record (it follows its slug).
    // Lexical writes its own selection back after it takes in what was typed: a Shift+Arrow that
    // comes first is undone, as a quick typist's would be. Chosen again until the words are chosen.
    await expect(async () => {
      await page.keyboard.press('End')
      for (let i = 0; i < 'berita ini'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('berita ini')
    }).toPass()
    page.once('dialog', (dialog) => void dialog.accept(`/news/${created.slug}`))
    await page.keyboard.press('Control+k')
    await expect(editor.getByRole('link', { name: 'berita ini' })).toBeVisible()
    // The caret waits after the link: Enter at once starts a new line and keeps the linked words.
    await page.keyboard.press('Enter')
    // The toolbar sits before the text in Tab order; its buttons are labelled and focus shows.
    // Its last one (End) opens the media library: the image goes where the caret was.
    const alt = `Kantor kas Bantul ${unique()}`
    const item = await page.request.post('/api/media', {
      headers: ORIGIN,
      multipart: {
        alt,
        keterangan: 'Kantor Kas Bantul',
        gambar: { name: 'kantor.jpg', mimeType: 'image/jpeg', buffer: fixtureBuffer('sample.jpg') },
      },
    })
    expect(item.status()).toBe(201)
    const media = (await item.json()) as { _id: string }
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('End')
    const toolbar = page.getByRole('toolbar').first()
    await expect(toolbar.getByRole('button', { name: 'Gambar' })).toBeFocused()
    await page.keyboard.press('Enter')
    const picker = page.getByRole('dialog', { name: 'Pustaka Media' })
    await page.keyboard.type(alt)
    await expect(picker.getByRole('status')).toHaveText('1 gambar cocok.')
    await page.keyboard.press('Tab')
    await expect(picker.getByRole('button', { name: `Pilih: ${alt}` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(picker).toBeHidden()
    await expect(page.getByRole('figure').filter({ hasText: `Gambar: ${alt}` })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('editor-1280.png') })
    await editor.focus()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Berita berhasil diperbarui!')
    await dialog.getByRole('button', { name: 'OK' }).click()

    const saved = await getJson<RichNews>(page, `/api/news/${created.slug}`)
    expect(saved.isisatu).toBe('Syarat Pembukaan\n\nWajib membawa KTP. Baca berita ini')
    expect(saved.isisatuRich.root.children[0]).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(JSON.stringify(saved.isisatuRich.root.children[1])).toContain(
      JSON.stringify({
        linkType: 'internal',
        newTab: false,
        doc: { relationTo: 'news', value: Number(created._id) },
      }),
    )
    expect(saved.isisatuRich.root.children[2]).toMatchObject({
      type: 'upload',
      value: Number(media._id),
    })

    await page.goto(`/news/${created.slug}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Syarat Pembukaan' })).toBeVisible()
    await expect(page.locator('article strong', { hasText: 'Wajib' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'berita ini' })).toHaveAttribute(
      'href',
      `/news/${created.slug}`,
    )
    const figure = page.locator('article figure', { hasText: 'Kantor Kas Bantul' })
    await expect(figure.getByRole('img', { name: alt })).toBeVisible()
    // In use, the item stays in the library.
    const refused = await page.request.delete(`/api/media/${media._id}`, { headers: ORIGIN })
    expect(refused.status()).toBe(409)
    await expectNoAxeViolations(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: test.info().outputPath(`news-${width}.png`), fullPage: true })
    }
    await deleteViaApi(page, `/api/news/${created._id}`)
  })
})

test('text pasted from Word or the web keeps only what a body may hold, and saves @desktop-only', async ({
  page,
}) => {
  const judul = `Berita Tempel ${unique()}`
  await openAdmin(page, '/admin/news')
  const created = await createNewsViaApi(page, { judul })
  await openAdmin(page, `/admin/news/edit/${created.slug}`)
  const editor = page.getByRole('textbox', { name: 'Isi Bagian Kedua' })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  const pasted =
    '<h1>Judul dari Word</h1>' +
    '<p><span style="color:red"><u>Bergaris</u></span> <s>coret</s> ' +
    '<a href="javascript:alert(1)">klik</a> dan <a href="https://ojk.go.id">OJK</a></p>' +
    '<table><tr><td>Isi sel</td></tr></table>' +
    '<img src="data:image/png;base64,AA" alt="x"><script>alert(1)</script><h6>Catatan</h6>'
  await page.evaluate((html) => {
    const data = new DataTransfer()
    data.setData('text/html', html)
    data.setData('text/plain', 'teks')
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, pasted)
  await expect(editor.getByRole('heading', { level: 2, name: 'Judul dari Word' })).toBeVisible()

  await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Berita berhasil diperbarui!')
  await dialog.getByRole('button', { name: 'OK' }).click()

  const saved = await getJson<RichNews & { isidua: string; isiduaRich: RichNews['isisatuRich'] }>(
    page,
    `/api/news/${created.slug}`,
  )
  const json = JSON.stringify(saved.isiduaRich)
  expect(saved.isiduaRich.root.children[0]).toMatchObject({ type: 'heading', tag: 'h2' })
  expect(json).toContain('"tag":"h4"')
  expect(json).toContain('https://ojk.go.id')
  expect(json).not.toContain('javascript')
  expect(json).not.toContain('data:')
  expect(json).not.toContain('"upload"')
  expect(json).not.toMatch(/"format":(?![0-3]\b)\d+/)
  for (const text of ['Bergaris', 'coret', 'klik', 'Isi sel']) expect(saved.isidua).toContain(text)
  expect(saved.isidua).not.toContain('alert')
  await deleteViaApi(page, `/api/news/${created._id}`)
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

test('the editor toolbar is one tab stop, its buttons reached by the arrow keys (issue 44) @desktop-only', async ({
  page,
}) => {
  await openAdmin(page, '/admin/news/tambah')
  const [first, second] = [0, 1].map((n) =>
    page.getByRole('toolbar', { name: 'Format teks' }).nth(n),
  )
  const button = (name: string) => first.getByRole('button', { name, exact: true })
  const bold = button('B: Tebal (Ctrl+B)')
  const italic = button('I: Miring (Ctrl+I)')
  const picture = button('Gambar')
  await expect(picture).toBeVisible()
  await expect(first.getByRole('button')).toHaveCount(11)

  await page.getByRole('textbox', { name: 'Kutipan' }).focus()
  await page.keyboard.press('Tab')
  await expect(bold).toBeFocused()
  const steps: [string, typeof bold][] = [
    ['ArrowRight', italic],
    ['ArrowLeft', bold],
    ['ArrowLeft', picture],
    ['ArrowRight', bold],
    ['End', picture],
    ['Home', bold],
    ['ArrowRight', italic],
  ]
  for (const [key, target] of steps) {
    await page.keyboard.press(key)
    await expect(target, key).toBeFocused()
  }
  // Roving tabindex: the one button in the Tab order is the one last focused.
  await expect(first.locator('[tabindex="0"]')).toHaveCount(1)
  await expect(first.locator('[tabindex="0"]')).toHaveAccessibleName('I: Miring (Ctrl+I)')

  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Isi Bagian Pertama' })).toBeFocused()
  // Back into the toolbar, the button last used is the one focused.
  await page.keyboard.press('Shift+Tab')
  await expect(italic).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('textbox', { name: 'Kutipan' })).toBeFocused()

  // The second body's toolbar is one stop too.
  await page.getByRole('textbox', { name: 'Isi Bagian Pertama' }).focus()
  await page.keyboard.press('Tab')
  await expect(second.getByRole('button', { name: 'B: Tebal (Ctrl+B)', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Isi Bagian Kedua' })).toBeFocused()
})
