import { randomBytes } from 'node:crypto'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/lib/env'
import type { UploadFile } from '@/lib/http'
import { slugify } from '@/lib/slugify'

type UploadCollection = 'laporan' | 'news' | 'produk'

/**
 * Renames an upload to a readable, collision-free name ('laporan-q1-3f9a1c2b.pdf'), so a failed
 * write knows exactly which files it left behind.
 */
export function withUniqueName(file: UploadFile): UploadFile {
  const ext = path
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
    throw error
  }
}
