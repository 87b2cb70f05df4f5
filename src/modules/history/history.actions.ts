'use server'

import { revalidatePath } from 'next/cache'

import { contentType, type ContentTypeSlug, isContentTypeSlug } from '@/content-types'
import { AppError, notFound } from '@/lib/errors'
import { requireAdmin } from '@/modules/admin/require-admin'

import { HISTORY_TEXTS, TRASH_TEXTS } from './history.rules'
import { purgeRecord, restoreFromTrash, typeHasTrash } from './trash'
import { restoreVersion } from './versions'

export type HistoryActionState = { ok: boolean; message: string }

/** The type an action names, when it keeps a history; else a 404 (told as a message). */
function historyType(type: string): ContentTypeSlug {
  if (!isContentTypeSlug(type) || !typeHasTrash(type)) throw notFound('Jenis konten tidak dikenal.')
  return type
}

/** Runs `act` as the signed-in administrator; a refusal becomes its message, never a 500. */
async function answer(
  type: string,
  act: (slug: ContentTypeSlug) => Promise<unknown>,
  ok: string,
  failed: string,
): Promise<HistoryActionState> {
  await requireAdmin()
  try {
    const slug = historyType(type)
    await act(slug)
    revalidatePath(contentType(slug).admin.path, 'layout')
    return { ok: true, message: ok }
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message || failed }
    throw error
  }
}

/** Makes a version the record's content again (as a draft when asked and drafts exist). */
export async function restoreVersionAction(
  type: string,
  id: string,
  versionId: string,
  asDraft = false,
): Promise<HistoryActionState> {
  const ctx = await requireAdmin()
  return answer(
    type,
    (slug) => restoreVersion(ctx, slug, id, versionId, { asDraft }),
    HISTORY_TEXTS.restored,
    HISTORY_TEXTS.restoreFailed,
  )
}

/** Takes a record out of the trash. */
export async function restoreFromTrashAction(type: string, id: string) {
  const ctx = await requireAdmin()
  return answer(
    type,
    (slug) => restoreFromTrash(ctx, slug, id),
    TRASH_TEXTS.restored,
    TRASH_TEXTS.restoreFailed,
  )
}

/** Deletes a record in the trash for good, with its files. */
export async function purgeAction(type: string, id: string) {
  const ctx = await requireAdmin()
  return answer(
    type,
    (slug) => purgeRecord(ctx, slug, id),
    TRASH_TEXTS.purged,
    TRASH_TEXTS.purgeFailed,
  )
}
