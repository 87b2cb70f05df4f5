import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { makePdf } from '../helpers/files'
import { ADMIN, test } from './fixtures'

/** Helpers shared by the admin-*.e2e.spec.ts files. */

export const FIXTURES = path.join(process.cwd(), 'tests/fixtures')
export const fixture = (name: string) => path.join(FIXTURES, name)
export const fixtureBuffer = (name: string) => readFileSync(fixture(name))

/** A unique suffix, so every run creates titles no earlier run left behind. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/**
 * Payload accepts the session cookie on API calls only from our own origin (CSRF): a browser sends
 * Origin itself, Playwright's request client does not, so the helpers send it.
 */
export const ORIGIN = { Origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` }

/** Signs in through the API; the page's browser context gets the session cookie. */
export async function loginViaApi(page: Page, password = ADMIN.password) {
  const response = await page.request.post('/api/auth/login', {
    headers: ORIGIN,
    data: { username: ADMIN.username, password },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Signs in and opens an admin page. */
export async function openAdmin(page: Page, url: string) {
  await loginViaApi(page)
  await page.goto(url)
  await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeVisible()
}

export type LaporanJson = {
  _id: string
  judul: string
  tanggal: string
  jenis: string
  ukuran: number
  fileUrl: string | null
  halaman: number | null
  pratinjau: { thumb: string | null; card: string | null; width: number; height: number } | null
  createdAt: string
}
export type NewsJson = {
  _id: string
  slug: string
  judul: string
  kategori: string
  isisatu: string
  dibuatPada: string
  thumbnail: { secure_url: string | null; size: number }
  createdAt: string
}
export type ProdukJson = {
  _id: string
  slug: string
  judul: string
  subJudul: string
  deskripsi: string
  keunggulan: { icon: string; ikon: string; label: string }[]
  createdAt: string
}

export async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url)
  expect(response.status(), url).toBe(200)
  return (await response.json()) as T
}

/** Creates a report through the API (the page must be signed in). */
export async function createLaporanViaApi(
  page: Page,
  fields: { judul: string; tanggal: string; jenis?: string; size?: number; pdf?: Buffer },
): Promise<LaporanJson> {
  const response = await page.request.post('/api/laporan', {
    headers: ORIGIN,
    multipart: {
      judul: fields.judul,
      tanggal: fields.tanggal,
      jenis: fields.jenis ?? 'Publikasi',
      file: {
        name: 'laporan.pdf',
        mimeType: 'application/pdf',
        buffer: fields.pdf ?? makePdf(fields.size),
      },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as LaporanJson
}

export async function createNewsViaApi(
  page: Page,
  fields: { judul: string; kategori?: string; dibuatPada?: string },
): Promise<NewsJson> {
  const response = await page.request.post('/api/news', {
    headers: ORIGIN,
    multipart: {
      judul: fields.judul,
      kategori: fields.kategori ?? 'Pengumuman',
      kutipan: 'Kutipan uji.',
      isisatu: 'Isi bagian pertama berita uji yang cukup panjang untuk dipotong di tabel admin.',
      isidua: 'Isi bagian kedua berita uji.',
      dibuatPada: fields.dibuatPada ?? '2026-01-10',
      thumbnail: { name: 'thumb.jpg', mimeType: 'image/jpeg', buffer: fixtureBuffer('sample.jpg') },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as NewsJson
}

export async function createProdukViaApi(
  page: Page,
  fields: { judul: string; keunggulan?: { icon: string; label: string }[] },
): Promise<ProdukJson> {
  const response = await page.request.post('/api/produk', {
    headers: ORIGIN,
    multipart: {
      judul: fields.judul,
      subJudul: 'Sub judul produk uji',
      deskripsi: 'Deskripsi produk uji untuk pengujian otomatis panel admin.',
      keunggulan: JSON.stringify(fields.keunggulan ?? []),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as ProdukJson
}

export async function deleteViaApi(page: Page, url: string) {
  const response = await page.request.delete(url, { headers: ORIGIN })
  expect([200, 404]).toContain(response.status())
}

/** The table's body rows (the empty-state row included). */
export const bodyRows = (page: Page) => page.locator('table tbody tr')

/** The text of one column of the visible table, by its 1-based position (No is 1). */
export async function columnTexts(page: Page, column: number): Promise<string[]> {
  return page.locator(`table tbody tr td:nth-child(${column})`).allInnerTexts()
}

/** The titles in the table's Judul column, without the links' screen-reader hints. */
export async function titleTexts(page: Page): Promise<string[]> {
  const headers = await page.locator('table thead th').allInnerTexts()
  const column = headers.findIndex((text) => /^judul/i.test(text.trim())) + 1
  return (await columnTexts(page, column)).map((text) => text.replace(/\s*\(PDF, tab baru\)$/, ''))
}

/** The form's validation messages (Next's route announcer is a role="alert" too). */
export const formAlert = (page: Page) => page.locator('form').getByRole('alert')

/** Opens the action menu of the row titled `judul` and picks an item. */
export async function rowAction(page: Page, judul: string, item: 'Detail' | 'Edit' | 'Hapus') {
  // The rows come from the server: a page that arrives while the menu opens may close it.
  await expect(async () => {
    await page.getByRole('button', { name: `Aksi untuk ${judul}`, exact: true }).click()
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await page.getByRole('menuitem', { name: item }).click()
}

/** Opens a public page and returns its status and visible text (to see an admin change there). */
export async function publicPage(
  page: Page,
  url: string,
): Promise<{ status: number; text: string }> {
  const response = await page.goto(url)
  return { status: response?.status() ?? 0, text: await page.locator('main').innerText() }
}

/**
 * For the tests of a describe block: more reports than one list page holds (11, whatever the demo
 * content has), titled `Laporan <label> <run> <i>`. What the block made, and what its tests add
 * to `created`, is deleted after it.
 */
export function reportsPastOnePage(label: string) {
  const run = unique()
  const created: string[] = []
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await loginViaApi(page)
    const have = (await getJson<LaporanJson[]>(page, '/api/laporan')).length
    for (let i = 0; i < Math.max(1, 11 - have); i++) {
      const laporan = await createLaporanViaApi(page, {
        judul: `Laporan ${label} ${run} ${i}`,
        tanggal: '2021-03-05',
      })
      created.push(laporan._id)
    }
    await page.close()
  })
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage()
    await loginViaApi(page)
    for (const id of created) await deleteViaApi(page, `/api/laporan/${id}`)
    await page.close()
  })
  return { run, created }
}
