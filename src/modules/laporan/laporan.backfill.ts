import type { Payload } from 'payload'

import { fileStore } from '@/modules/storage/file-store'
import { renderPdfPreview, type RenderOptions } from '@/modules/storage/pdf-preview/pdf-preview'
import { withPdfPreview } from '@/modules/storage/prepare-upload'
import {
  removeFiles,
  STAGED_UPLOAD,
  type StagedUpload,
  storeUpload,
} from '@/modules/storage/stored-upload'

/** Reports read at a time: the backfill never holds the whole collection. */
const BATCH = 100

/**
 * Gives every report stored before previews existed (its page count is empty) its first-page
 * previews and page count, once: a report whose PDF cannot be rendered gets 0 pages and is not
 * tried again. Each report is its own write; one that fails is logged and left for the next
 * start-up. Returns how many reports were looked at.
 */
export async function backfillLaporanPreviews(payload: Payload, options: RenderOptions = {}) {
  const store = fileStore()
  let done = 0
  for await (const doc of reportsWithoutPreview(payload)) {
    if (!doc.filename) continue
    let staged: StagedUpload | undefined
    try {
      const data = await store.read(store.keyOf('laporan', doc.filename))
      const fields = {
        filename: doc.filename,
        mimeType: doc.mimeType ?? 'application/pdf',
        filesize: doc.filesize ?? data.length,
      }
      const prepared = withPdfPreview(fields, null, await renderPdfPreview(data, options))
      staged = await storeUpload('laporan', prepared)
      // Only while the record still has this PDF: a report replaced meanwhile keeps its own.
      const { docs: updated } = await payload.update({
        collection: 'laporan',
        where: { and: [{ id: { equals: doc.id } }, { filename: { equals: doc.filename } }] },
        data: {},
        depth: 0,
        context: { [STAGED_UPLOAD]: staged },
        overrideAccess: true,
      })
      if (updated.length === 0) await removeFiles(staged.keys)
      else await removeFiles(staged.replaced)
      done += 1
    } catch (error) {
      if (staged) await removeFiles(staged.keys)
      payload.logger.warn({ err: error, msg: `Preview of report ${doc.id} not made; next start` })
    }
  }
  if (done) payload.logger.info(`Report previews made for ${done} report(s)`)
  return done
}

/** The reports without a page count, read a batch at a time in id order. */
async function* reportsWithoutPreview(payload: Payload) {
  for (let after = 0; ;) {
    // overrideAccess: a maintenance job with no user.
    const { docs } = await payload.find({
      collection: 'laporan',
      where: { and: [{ halaman: { exists: false } }, { id: { greater_than: after } }] },
      sort: 'id',
      pagination: false,
      limit: BATCH,
      depth: 0,
      select: { filename: true, mimeType: true, filesize: true },
      overrideAccess: true,
    })
    yield* docs
    if (docs.length < BATCH) return
    after = Number(docs.at(-1)!.id)
  }
}

/** Runs the backfill in the background: start-up and readiness never wait for it. */
export function scheduleLaporanPreviewBackfill(payload: Payload) {
  void backfillLaporanPreviews(payload).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'Report preview backfill failed; next start-up' })
  })
}
