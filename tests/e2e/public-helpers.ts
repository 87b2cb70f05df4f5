import type { APIRequestContext, Page } from '@playwright/test'

import type { LaporanDto } from '@/modules/laporan/laporan.types'
import type { NewsDto } from '@/modules/news/news.types'
import type { ProdukDto } from '@/modules/produk/produk.types'

/** The seeded content as the public API lists it, to compare pages against. */
export async function listProduk(request: APIRequestContext): Promise<ProdukDto[]> {
  return (await request.get('/api/produk')).json()
}

export async function listNews(request: APIRequestContext): Promise<NewsDto[]> {
  return (await request.get('/api/news')).json()
}

export async function listLaporan(request: APIRequestContext): Promise<LaporanDto[]> {
  return (await request.get('/api/laporan')).json()
}

/** Every JSON-LD node on the page, arrays flattened. */
export async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]
    return Array.isArray(value) ? value : [value]
  })
}

/** The content attribute of a <meta> found by name or property. */
export async function meta(page: Page, key: string): Promise<string | null> {
  return page
    .locator(`head meta[name="${key}"], head meta[property="${key}"]`)
    .first()
    .getAttribute('content')
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640

/** Every public route of SPEC 2.1 with a product and an article from the seed. */
export function publicPaths(produkSlug: string, newsSlug: string): string[] {
  return [
    '/',
    '/profil/visi-misi',
    '/profil/sejarah-singkat',
    '/profil/struktur-organisasi',
    '/produk-layanan',
    `/produk/${produkSlug}`,
    '/news',
    `/news/${newsSlug}`,
    '/news1',
    '/laporan-publikasi',
    '/laporan-publikasi/publikasi',
    '/tabelsimulasi',
    '/color-guide',
  ]
}
