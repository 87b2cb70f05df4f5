import { randomUUID } from 'node:crypto'

import { sniffMime } from '@/lib/sniff-mime'
import { fileStore } from '@/modules/storage/file-store'

import {
  CASE_FILE_LIMITS,
  CASE_FILE_MESSAGES as M,
  CASE_FILE_TYPES,
  type CaseFileMime,
} from './case-files.rules'
import type { CaseKind } from './follow-up-code'

/*
 * The attachments of complaints and whistleblowing reports: private objects in the site's file
 * store (media folder or S3 bucket, never public-read), under prefixes of their own that no media
 * record, rendition, public route, search, sitemap or cache uses. They are read only by the
 * modules' download routes, for an administrator who may read the case or the reporter holding
 * the follow-up code.
 */
export const CASE_FILE_PREFIX: Record<CaseKind, string> = {
  pengaduan: 'pengaduan-lampiran/',
  whistleblowing: 'whistleblowing-lampiran/',
}
/** Whether a stored key is a case's attachment (the orphan sweep leaves those alone). */
export const isCaseFileKey = (key: string) =>
  Object.values(CASE_FILE_PREFIX).some((prefix) => key.startsWith(prefix))

export type JudgedFile<J extends string = string> = {
  bytes: Buffer
  mime: CaseFileMime
  nama: string
  jenis: J
}
export type StoredFile<J extends string = string> = {
  kunci: string
  nama: string
  mime: string
  ukuran: number
  jenis: J
}

const safeName = (name: string) =>
  name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(-100) || 'lampiran'

/** The files judged by their bytes (JPG, PNG, PDF) and size; the first refusal's message, or the files. */
export async function judgeFiles<J extends string>(
  files: File[],
  jenis: J,
): Promise<{ ok: true; files: JudgedFile<J>[] } | { ok: false; message: string }> {
  if (files.length > CASE_FILE_LIMITS.count) return { ok: false, message: M.lampiranTerlaluBanyak }
  const judged: JudgedFile<J>[] = []
  for (const file of files) {
    if (file.size > CASE_FILE_LIMITS.bytes) return { ok: false, message: M.lampiranBesar }
    const bytes = Buffer.from(await file.arrayBuffer())
    const mime = sniffMime(bytes)
    if (!mime || !(CASE_FILE_TYPES as readonly string[]).includes(mime))
      return { ok: false, message: M.lampiranJenis }
    judged.push({ bytes, mime: mime as CaseFileMime, nama: safeName(file.name), jenis })
  }
  return { ok: true, files: judged }
}

/** Stores every file or none: a failure removes what was already written. */
export async function storeFiles<J extends string>(
  kind: CaseKind,
  files: JudgedFile<J>[],
): Promise<StoredFile<J>[]> {
  const store = fileStore()
  const stored: StoredFile<J>[] = []
  try {
    for (const file of files) {
      const kunci = `${CASE_FILE_PREFIX[kind]}${randomUUID()}`
      await store.put(kunci, file.bytes, file.mime)
      stored.push({
        kunci,
        nama: file.nama,
        mime: file.mime,
        ukuran: file.bytes.length,
        jenis: file.jenis,
      })
    }
    return stored
  } catch (error) {
    await removeFiles(stored.map((file) => file.kunci))
    throw error
  }
}

export async function removeFiles(keys: string[]) {
  const store = fileStore()
  await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)))
}

export const readFile = (key: string) => fileStore().read(key)

/** The answer that hands an attachment over: always a download, never rendered by the browser. */
export function attachmentResponse(file: { nama: string; mime: string }, bytes: Buffer) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': file.mime,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.nama)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
