import { parseInput } from '@/lib/parse-input'
import type { ServiceContext } from '@/lib/service-context'
import { expireContent } from '@/modules/content/content-cache'
import { KUTIPAN_MAX, type KategoriNews } from '@/modules/news/news.rules'
import { newsInputSchema } from '@/modules/news/news.schema'
import { richToPlain } from '@/modules/richtext/richtext.convert'
import type { RichNode } from '@/modules/richtext/richtext.rules'
import { richBodyInput } from '@/modules/richtext/richtext.schema'
import { writeWithUpload } from '@/modules/storage/stored-upload'

import { bodyOf, htmlToBlocks, newsEditorConfig } from './html'
import { fitImage } from './image-file'
import { recordOf, withLedger } from './ledger'
import { fileKey, reason, type MediaIndex } from './media'
import type { ImportReport } from './report'
import type { WxrItem } from './wxr'

const hasText = (blocks: RichNode[]) => richToPlain(bodyOf(blocks)).trim().length > 0

/**
 * SPEC's two body parts from one body: split between blocks where both halves have text, as
 * near the middle of the text as can be; null when the body has text in one block only.
 */
export function splitBody(blocks: RichNode[]): [RichNode[], RichNode[]] | null {
  const sizes = blocks.map((b) => richToPlain(bodyOf([b])).length)
  const total = sizes.reduce((a, b) => a + b, 0)
  let best: number | null = null
  let seen = 0
  for (let k = 1; k < blocks.length; k++) {
    seen += sizes[k - 1]
    if (!hasText(blocks.slice(0, k)) || !hasText(blocks.slice(k))) continue
    if (best === null || Math.abs(seen - total / 2) < Math.abs(bestSeen(sizes, best) - total / 2))
      best = k
  }
  return best === null ? null : [blocks.slice(0, best), blocks.slice(best)]
}

const bestSeen = (sizes: number[], k: number) => sizes.slice(0, k).reduce((a, b) => a + b, 0)

/** A paragraph of several sentences as two, for a body of one paragraph. */
function splitSentences(blocks: RichNode[]): RichNode[] {
  if (blocks.length !== 1 || blocks[0].type !== 'paragraph') return blocks
  const text = richToPlain(bodyOf(blocks))
  const sentences = text.match(/[^.!?]+[.!?]+(\s+|$)|[^.!?]+$/g)?.map((s) => s.trim()) ?? []
  if (sentences.length < 2) return blocks
  const half = Math.ceil(sentences.length / 2)
  const para = (t: string) => ({
    ...blocks[0],
    children: [
      { type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
    ],
  })
  return [para(sentences.slice(0, half).join(' ')), para(sentences.slice(half).join(' '))]
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** WordPress's post status as the site's: published stays published, every other one a draft. */
export const isPublished = (item: WxrItem) => item.status === 'publish'

/**
 * Each post as a news item (by its WordPress id: made on the first run, updated on the next),
 * its slug kept, its body as the site's rich parts with library images, its featured image as
 * the thumbnail. Returns the news id of each post made or updated.
 */
export async function importPosts(
  ctx: ServiceContext,
  posts: WxrItem[],
  media: MediaIndex,
  categoryOf: (item: WxrItem) => KategoriNews,
  report: ImportReport,
  options: { dryRun: boolean; oldHost: string | null; step: () => void },
): Promise<Map<number, number>> {
  const made = new Map<number, number>()
  const editorConfig = await newsEditorConfig(ctx.payload)
  for (const item of posts) {
    options.step()
    const judul = item.title || `(tanpa judul) #${item.id}`
    const skip = (alasan: string) => report.skipped.push({ wpId: item.id, judul, alasan })
    const imageOf = (wpId: number | null, src: string) => {
      const id = wpId ?? media.byFile.get(fileKey(src) ?? '') ?? null
      if (id === null || !media.files.has(id)) return null
      return options.dryRun ? id : (media.byWpId.get(id) ?? null)
    }
    const { blocks, warnings } = htmlToBlocks(item.content, {
      editorConfig,
      oldHost: options.oldHost,
      resolveImage: ({ wpId, src }) => imageOf(wpId, src),
    })
    for (const w of warnings) report.warnings.push(`Berita #${item.id} "${judul}": ${w}`)
    const parts = splitBody(blocks) ?? splitBody(splitSentences(blocks))
    if (!parts) {
      skip('Isinya terlalu pendek untuk dua bagian isi berita (isisatu dan isidua).')
      continue
    }
    const [satu, dua] = parts.map(bodyOf)
    if (!satu || !dua) {
      skip('Isinya tidak dapat diubah menjadi isi berita.')
      continue
    }
    const thumbId = Number(item.meta._thumbnail_id) || null
    const firstBodyImage = [...media.files.keys()].find((id) =>
      item.content.includes(`wp-image-${id}`),
    )
    const thumb = media.files.get(thumbId ?? -1) ?? media.files.get(firstBodyImage ?? -1)
    if (!thumb) {
      skip(
        'Tidak ada gambar unggulan (atau berkasnya tidak ada), padahal berita wajib punya thumbnail.',
      )
      continue
    }
    if (!thumbId || !media.files.has(thumbId)) {
      report.warnings.push(
        `Berita #${item.id} "${judul}": thumbnail diambil dari gambar pertama di isi.`,
      )
    }
    const kunci = `post:${item.id}`
    const existing = await recordOf(ctx.payload, kunci, 'news')
    const published = isPublished(item)
    if (options.dryRun) {
      report.counts.news[existing ? 'diperbarui' : 'dibuat'] += 1
      if (!published) report.counts.news.draf += 1
      continue
    }
    try {
      const input = parseInput(newsInputSchema, {
        judul,
        kategori: categoryOf(item),
        kutipan: stripTags(item.excerpt).slice(0, KUTIPAN_MAX),
        ...richBodyInput((name) => (name === 'isisatuRich' ? satu : undefined), 'isisatu'),
        ...richBodyInput((name) => (name === 'isiduaRich' ? dua : undefined), 'isidua'),
        dibuatPada: item.date.slice(0, 10),
      })
      let slug = item.slug
      try {
        slug = decodeURIComponent(item.slug)
      } catch {
        // Kept as WordPress wrote it.
      }
      const data = { ...input, slug, _status: published ? 'published' : 'draft' }
      const file = await fitImage(thumb.data, thumb.name)
      const id = await withLedger(ctx.payload, { kunci, jenis: 'news' }, (req) =>
        writeWithUpload(
          'news',
          file,
          { slug, judul },
          (context) =>
            existing
              ? ctx.payload.update({
                  collection: 'news',
                  id: existing,
                  data: data as never,
                  context,
                  req,
                  user: ctx.user,
                  overrideAccess: false,
                })
              : ctx.payload.create({
                  collection: 'news',
                  data: data as never,
                  context,
                  req,
                  user: ctx.user,
                  overrideAccess: false,
                }),
          existing ?? undefined,
        ),
      )
      const doc = await ctx.payload.findByID({
        collection: 'news',
        id,
        depth: 0,
        overrideAccess: true,
      })
      if (doc.slug !== slug) {
        report.warnings.push(
          `Berita #${item.id} "${judul}": slug "${slug}" sudah dipakai, menjadi "${doc.slug}".`,
        )
      }
      made.set(item.id, id)
      report.counts.news[existing ? 'diperbarui' : 'dibuat'] += 1
      if (!published) report.counts.news.draf += 1
    } catch (error) {
      skip(reason(error))
    }
  }
  if (!options.dryRun && made.size) await expireContent('news')
  return made
}
