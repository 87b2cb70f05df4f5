import { HISTORY_TEXTS, TRASH_TEXTS } from '../../src/modules/history/history.rules'
import {
  createNewsViaApi,
  deleteViaApi,
  loginViaApi,
  ORIGIN,
  openAdmin,
  unique,
} from './admin-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** Changes a news item's title through SPEC's PUT, as another save would. */
async function renameNews(page: import('@playwright/test').Page, id: string, judul: string) {
  const response = await page.request.put(`/api/news/${id}`, {
    headers: ORIGIN,
    multipart: {
      judul,
      kategori: 'Pengumuman',
      kutipan: 'Kutipan uji.',
      isisatu: 'Isi bagian pertama yang diubah.',
      isidua: 'Isi bagian kedua berita uji.',
      dibuatPada: '2026-01-10',
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test.describe('admin history and trash @desktop-only', () => {
  const run = unique()
  const created: string[] = []

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage()
    await loginViaApi(page)
    for (const id of created) await deleteViaApi(page, `/api/news/${id}`)
    await page.close()
  })

  test('the history screen lists versions, compares two field by field and restores one', async ({
    page,
  }) => {
    await loginViaApi(page)
    const first = `Riwayat Awal ${run}`
    const news = await createNewsViaApi(page, { judul: first })
    created.push(news._id)
    await renameNews(page, news._id, `Riwayat Ubah ${run}`)

    await openAdmin(page, `/admin/news/detail/${news.slug}`)
    await page.getByRole('link', { name: HISTORY_TEXTS.historyLink }).click()
    await expect(page.getByRole('heading', { name: HISTORY_TEXTS.historyTitle })).toBeVisible()
    const versions = page.getByRole('table', { name: HISTORY_TEXTS.historyTitle })
    await expect(versions.locator('tbody tr')).toHaveCount(2)
    await expect(versions.locator('tbody tr').first()).toContainText(HISTORY_TEXTS.current)
    await expect(versions.locator('tbody tr').first()).toContainText('admin')

    // The newest two are compared at first: the title and the first body part changed.
    const diff = page.getByRole('table', { name: HISTORY_TEXTS.compareTitle })
    const judul = diff.getByRole('row', { name: /Judul/ })
    await expect(judul).toContainText(first)
    await expect(judul).toContainText(`Riwayat Ubah ${run}`)
    await expectNoAxeViolations(page)

    // The same two, chosen by keyboard the other way round.
    await page
      .getByRole('radio', { name: new RegExp(`^${HISTORY_TEXTS.older}`) })
      .first()
      .focus()
    await page.keyboard.press('Space')
    await page
      .getByRole('radio', { name: new RegExp(`^${HISTORY_TEXTS.newer}`) })
      .last()
      .check()
    await page.getByRole('button', { name: HISTORY_TEXTS.compare }).press('Enter')
    await expect(page).toHaveURL(/dari=\d+&ke=\d+/)
    await expect(diff.getByRole('row', { name: /Judul/ })).toContainText(first)

    await versions
      .locator('tbody tr')
      .last()
      .getByRole('button', { name: new RegExp(HISTORY_TEXTS.restore) })
      .click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(HISTORY_TEXTS.confirmRestore)
    await dialog.getByRole('button', { name: HISTORY_TEXTS.restore }).click()
    await expect(page.getByText(HISTORY_TEXTS.restored)).toBeVisible()
    await expect(versions.locator('tbody tr')).toHaveCount(3)
    const now = await page.request.get(`/api/news/${news.slug}`)
    expect((await now.json()).judul).toBe(first)

    // Payload's own panel shows the same versions.
    await page.goto(`/cms/collections/news/${news._id}/versions`)
    await expect(page.locator('table tbody tr')).toHaveCount(3)
  })

  test('the trash lists a deleted record, restores it and deletes one for good', async ({
    page,
  }) => {
    await loginViaApi(page)
    const judul = `Kabar Sampah ${run}`
    const news = await createNewsViaApi(page, { judul })
    created.push(news._id)
    await deleteViaApi(page, `/api/news/${news._id}`)
    expect((await page.request.get(`/api/news/${news.slug}`)).status()).toBe(404)

    await openAdmin(page, '/admin/news')
    await page.getByRole('link', { name: TRASH_TEXTS.link, exact: true }).click()
    await expect(page.getByRole('heading', { name: /^Sampah/ })).toBeVisible()
    const row = page.getByRole('row', { name: new RegExp(judul) })
    await expect(row).toContainText('admin')
    await expectNoAxeViolations(page)

    await row.getByRole('button', { name: `${TRASH_TEXTS.restore} ${judul}` }).click()
    await expect(page.getByText(TRASH_TEXTS.restored)).toBeVisible()
    await expect(row).toHaveCount(0)
    expect((await page.request.get(`/api/news/${news.slug}`)).status()).toBe(200)

    await deleteViaApi(page, `/api/news/${news._id}`)
    await page.reload()
    await row.getByRole('button', { name: `${TRASH_TEXTS.purge} ${judul}` }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(TRASH_TEXTS.confirmPurge)
    await dialog.getByRole('button', { name: TRASH_TEXTS.purge }).click()
    await expect(page.getByText(TRASH_TEXTS.purged)).toBeVisible()
    await expect(row).toHaveCount(0)
    expect((await page.request.get(`/cms-api/news/${news._id}?trash=true`)).status()).toBe(404)
  })

  test("Payload's panel lists the same trash", async ({ page }) => {
    await loginViaApi(page)
    const judul = `Kabar Sampah Panel ${run}`
    const news = await createNewsViaApi(page, { judul })
    created.push(news._id)
    await deleteViaApi(page, `/api/news/${news._id}`)
    await page.goto('/cms/collections/news/trash')
    await expect(page.getByText(judul)).toBeVisible()
  })
})
