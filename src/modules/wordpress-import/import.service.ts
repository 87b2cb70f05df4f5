import type { ServiceContext } from '@/lib/service-context'
import { contentType } from '@/content-types'
import type { KategoriNews } from '@/modules/news/news.rules'

import { mappingFor, type CategoryMapping, unmapped } from './mapping'
import { attachedFile, fileKey, importAttachments } from './media'
import { importPosts, isPublished } from './news'
import { matchingPage } from './pages'
import { makeRedirects, type OldAddress } from './redirects'
import { emptyReport, type ImportReport } from './report'
import type { UploadsSource } from './uploads'
import { oldPath, parseWxr, type WxrCategory, type WxrItem } from './wxr'

/*
 * The WordPress import (issue 42): one service behind `npm run import:wordpress` and /admin's
 * 'Impor WordPress'. Attachments become library items, posts news items, pages are listed with a
 * proposed redirect, and every old address of what was imported a 301 to where it is now.
 */

export type ImportProgress = (done: number, total: number) => void

export type ImportOptions = {
  dryRun: boolean
  /** The bank's category mapping (the dry run's file, edited); none on a first dry run. */
  mapping: CategoryMapping | null
  onProgress?: ImportProgress
}

export type ImportResult = { report: ImportReport; mapping: CategoryMapping }

const UNCATEGORIZED: WxrCategory = { slug: 'uncategorized', name: 'Uncategorized' }

/** The category a post is listed under: WordPress's first (as the export lists them). */
const firstCategory = (item: WxrItem) => item.categories[0] ?? UNCATEGORIZED

/** Statuses WordPress has for a post that is not (yet) public; imported as drafts. */
const DRAFT_STATUSES = new Set(['draft', 'pending', 'private', 'future'])

export async function importWordpress(
  ctx: ServiceContext,
  xml: string,
  uploads: UploadsSource,
  options: ImportOptions,
): Promise<ImportResult> {
  const wxr = parseWxr(xml)
  const report = emptyReport(options.dryRun)
  const posts: WxrItem[] = []
  for (const item of wxr.items.filter((i) => i.type === 'post')) {
    if (item.status === 'publish' || DRAFT_STATUSES.has(item.status)) posts.push(item)
    else if (item.status === 'trash') {
      report.skipped.push({ wpId: item.id, judul: item.title, alasan: 'Ada di Sampah WordPress.' })
    } else {
      report.skipped.push({ wpId: item.id, judul: item.title, alasan: `Status "${item.status}".` })
    }
  }
  const attachments = wxr.items.filter((i) => i.type === 'attachment')
  const pages = wxr.items.filter((i) => i.type === 'page' && i.status !== 'trash')
  const used = [...new Map(posts.map((p) => [firstCategory(p).slug, firstCategory(p)])).values()]
  const mapping = mappingFor(used, options.mapping ?? {})
  const missing = unmapped(mapping, used)
  report.unmappedCategories = missing.map((c) => ({ slug: c.slug, nama: c.name }))
  for (const page of pages) {
    const ke = matchingPage(page.title, page.slug)
    const alamatLama = oldPath(page.link) ?? `/?page_id=${page.id}`
    report.pages.push({ wpId: page.id, judul: page.title, alamatLama, usulanPengalihan: ke })
  }
  report.counts.halaman = pages.length
  if (missing.length > 0 && !options.dryRun) return { report, mapping }

  const redirectsTotal = posts.length * 2 + used.length + attachments.length * 3
  const total = attachments.length + posts.length + redirectsTotal
  let done = 0
  const step = () => {
    done += 1
    options.onProgress?.(done, total)
  }
  const oldHost = (() => {
    try {
      return new URL(wxr.siteUrl).host
    } catch {
      return null
    }
  })()
  const run = { dryRun: options.dryRun, step }
  const media = await importAttachments(ctx, attachments, uploads, report, run)
  const categoryOf = (item: WxrItem) => mapping[firstCategory(item).slug].kategori as KategoriNews
  const news = await importPosts(ctx, posts, media, categoryOf, report, { ...run, oldHost })

  const addresses: OldAddress[] = []
  const publishedNews = (wpId: number) => {
    const post = posts.find((p) => p.id === wpId)
    return post && isPublished(post)
      ? (news.get(wpId) ?? (options.dryRun ? -1 : undefined))
      : undefined
  }
  for (const post of posts) {
    const id = publishedNews(post.id)
    if (id === undefined) continue
    addresses.push({ dari: `/?p=${post.id}`, news: id })
    const path = oldPath(post.link)
    if (path && !path.startsWith('/?')) addresses.push({ dari: path, news: id })
  }
  const newsList = contentType('news').public?.list?.path ?? '/news'
  for (const category of used) {
    const kategori = mapping[category.slug].kategori
    addresses.push({
      dari: `/category/${category.slug}/`,
      ke: `${newsList}?kategori=${encodeURIComponent(kategori)}`,
    })
  }
  const mediaUrls = options.dryRun ? new Map<number, string>() : await mediaPaths(ctx, media.byWpId)
  for (const item of attachments) {
    const parentNews = publishedNews(item.parent)
    const fileUrl = mediaUrls.get(item.id)
    const target: Omit<OldAddress, 'dari'> | null =
      parentNews !== undefined ? { news: parentNews } : fileUrl ? { ke: fileUrl } : null
    if (!target && !(options.dryRun && media.files.has(item.id))) continue
    const page = oldPath(item.link)
    const file = fileKey(`/wp-content/uploads/${attachedFile(item)}`)
    addresses.push({ dari: `/?p=${item.id}`, ...target })
    if (page && !page.startsWith('/?')) addresses.push({ dari: page, ...target })
    if (file && fileUrl) addresses.push({ dari: `/wp-content/uploads/${file}`, ke: fileUrl })
  }
  const dryAddresses = options.dryRun
    ? addresses.map((a) => ({ dari: a.dari, ke: a.ke ?? '/news' }))
    : addresses
  await makeRedirects(ctx, dryAddresses, report, run)
  options.onProgress?.(total, total)
  return { report, mapping }
}

/** Each imported image's file address on this site (a site path, or none with S3). */
async function mediaPaths(ctx: ServiceContext, byWpId: Map<number, number>) {
  const paths = new Map<number, string>()
  if (!byWpId.size) return paths
  const { docs } = await ctx.payload.find({
    collection: 'media',
    where: { id: { in: [...byWpId.values()] } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const urlOf = new Map(docs.map((d) => [d.id, d.url ?? '']))
  for (const [wpId, id] of byWpId) {
    const url = urlOf.get(id)
    if (url?.startsWith('/')) paths.set(wpId, url)
  }
  return paths
}
