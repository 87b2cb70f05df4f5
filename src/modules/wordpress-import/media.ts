import path from 'node:path'

import type { ServiceContext } from '@/lib/service-context'
import { MEDIA_RULES } from '@/modules/media/media.rules'
import { writeWithUpload } from '@/modules/storage/stored-upload'

import { fitImage, isImageName } from './image-file'
import { recordOf, withLedger } from './ledger'
import type { ImportReport } from './report'
import type { UploadsSource } from './uploads'
import type { WxrItem } from './wxr'

/** An attachment's file in the uploads folder, by WordPress's own record of it. */
export const attachedFile = (item: WxrItem) =>
  item.meta._wp_attached_file ||
  decodeURIComponent(item.attachmentUrl.replace(/^.*\/wp-content\/uploads\//, ''))

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

/** What the posts' bodies and thumbnails find each imported attachment by. */
export type MediaIndex = {
  /** Library item by WordPress id. */
  byWpId: Map<number, number>
  /** WordPress id by file path under uploads, sizes (`-300x200`) left out. */
  byFile: Map<string, number>
  /** The attachment's file, read once, for a news thumbnail. */
  files: Map<number, { data: Buffer; name: string }>
}

/** The file path an image address names, without WordPress's size suffix. */
export function fileKey(src: string): string | null {
  const match = /\/wp-content\/uploads\/(.+)$/.exec(src.split('?')[0] ?? '')
  const rel = match?.[1] ?? (/^\d{4}\/\d{2}\//.test(src) ? src : null)
  if (!rel) return null
  try {
    return decodeURIComponent(rel).replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1')
  } catch {
    return rel
  }
}

/**
 * Each image attachment as a library item with WordPress's alt text and caption, made or, on a
 * later run, updated (by its WordPress id). A file the uploads folder lacks is listed.
 */
export async function importAttachments(
  ctx: ServiceContext,
  attachments: WxrItem[],
  uploads: UploadsSource,
  report: ImportReport,
  options: { dryRun: boolean; step: () => void },
): Promise<MediaIndex> {
  const index: MediaIndex = { byWpId: new Map(), byFile: new Map(), files: new Map() }
  for (const item of attachments) {
    options.step()
    const rel = attachedFile(item)
    const judul = item.title || path.basename(rel)
    if (!isImageName(rel)) {
      report.skipped.push({
        wpId: item.id,
        judul,
        alasan: 'Lampiran bukan gambar (JPG, PNG, WebP, GIF).',
      })
      continue
    }
    const data = await uploads.read(rel)
    if (!data) {
      report.missingFiles.push(rel)
      continue
    }
    index.files.set(item.id, { data, name: path.basename(rel) })
    const key = fileKey(`/wp-content/uploads/${rel}`)
    if (key) index.byFile.set(key, item.id)
    const kunci = `attachment:${item.id}`
    const existing = await recordOf(ctx.payload, kunci, 'media')
    if (options.dryRun) {
      report.counts.media[existing ? 'diperbarui' : 'dibuat'] += 1
      continue
    }
    let alt = item.meta._wp_attachment_image_alt?.trim() ?? ''
    if (!alt) {
      alt = judul
      report.warnings.push(`Gambar #${item.id} (${rel}) tanpa teks alternatif: dipakai judulnya.`)
    }
    const data_ = {
      alt: cut(alt, MEDIA_RULES.ALT_MAX),
      keterangan: cut(item.excerpt, MEDIA_RULES.KETERANGAN_MAX),
    }
    try {
      const file = await fitImage(data, rel)
      const id = await withLedger(ctx.payload, { kunci, jenis: 'media' }, (req) =>
        writeWithUpload(
          'media',
          file,
          { judul: path.basename(rel, path.extname(rel)) },
          (context) =>
            existing
              ? ctx.payload.update({
                  collection: 'media',
                  id: existing,
                  data: data_,
                  context,
                  req,
                  user: ctx.user,
                  overrideAccess: false,
                })
              : ctx.payload.create({
                  collection: 'media',
                  data: { ...data_, focalX: 50, focalY: 50 },
                  context,
                  req,
                  user: ctx.user,
                  overrideAccess: false,
                }),
          existing ?? undefined,
        ),
      )
      index.byWpId.set(item.id, id)
      report.counts.media[existing ? 'diperbarui' : 'dibuat'] += 1
    } catch (error) {
      report.skipped.push({ wpId: item.id, judul, alasan: reason(error) })
    }
  }
  return index
}

/** A refusal's message for the report (the rules' own, in Indonesian). */
export function reason(error: unknown): string {
  const errors = (error as { data?: { errors?: { message: string }[] } } | null)?.data?.errors
  if (Array.isArray(errors) && errors[0]?.message) return errors[0].message
  return error instanceof Error ? error.message : String(error)
}
