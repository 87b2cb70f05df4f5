import { randomBytes } from 'node:crypto'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { FileUploadError, ValidationError } from 'payload'

import { env } from '@/lib/env'
import type { UploadFile } from '@/lib/http'
import { sniffMime } from '@/lib/sniff-mime'
import { slugify } from '@/lib/slugify'
import { LAPORAN_MESSAGES } from '@/modules/laporan/laporan.rules'
import { NEWS_MESSAGES } from '@/modules/news/news.rules'
import { PRODUK_MESSAGES } from '@/modules/produk/produk.rules'

type UploadCollection = 'laporan' | 'news' | 'produk'

const MESSAGES: Record<UploadCollection, Record<string, string> & { fileType: string }> = {
  laporan: LAPORAN_MESSAGES,
  news: NEWS_MESSAGES,
  produk: PRODUK_MESSAGES,
}

const EXTENSION_OF: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
}

/**
 * Renames an upload to a readable, collision-free name ('laporan-q1-3f9a1c2b.pdf'), so a failed
 * write knows exactly which files it left behind. The extension follows the bytes, not the name
 * the client sent, so a PDF is never stored as '.html'.
 */
export function withUniqueName(file: UploadFile): UploadFile {
  const mime = sniffMime(file.data)
  const ext =
    (mime && EXTENSION_OF[mime]) ??
    path
      .extname(file.name)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')
  const stem = slugify(path.basename(file.name, path.extname(file.name))).slice(0, 60)
  return { ...file, name: `${stem}-${randomBytes(4).toString('hex')}${ext}` }
}

/**
 * Payload writes local files before it inserts the row; when the insert then fails, this removes
 * the file and its renditions. Cloud storage uploads only after the insert, so it needs nothing.
 */
export async function discardStoredUpload(collection: UploadCollection, name: string) {
  if (env.useS3) return
  const dir = path.join(env.mediaDir, collection)
  const stem = path.basename(name, path.extname(name))
  const files = await readdir(dir).catch(() => [] as string[])
  await Promise.all(
    files
      .filter((f) => f === name || f.startsWith(`${stem}-`) || f.startsWith(`${stem}.`))
      .map((f) => rm(path.join(dir, f), { force: true })),
  )
}

/** Runs a create or update that carries a file, cleaning up after it if it fails. */
export async function writeWithUpload<T>(
  collection: UploadCollection,
  file: UploadFile | undefined,
  write: (file: UploadFile | undefined) => Promise<T>,
): Promise<T> {
  const named = file && withUniqueName(file)
  try {
    return await write(named)
  } catch (error) {
    if (named) await discardStoredUpload(collection, named.name)
    throw inSpecWords(collection, error)
  }
}

/**
 * After our byte check, Payload looks inside the file itself (a broken PDF or image, an animated
 * PNG) and answers in English; to the administrator each of those is the wrong kind of file.
 */
function inSpecWords(collection: UploadCollection, error: unknown): unknown {
  const fileErrors =
    error instanceof ValidationError
      ? (error.data.errors ?? []).filter((e) => e.path === 'file')
      : []
  const fromPayload = fileErrors.some(
    (e) => !Object.values(MESSAGES[collection]).includes(e.message),
  )
  if (!(error instanceof FileUploadError) && !fromPayload) return error
  return new ValidationError({ errors: [{ message: MESSAGES[collection].fileType, path: 'file' }] })
}
