import { randomUUID } from 'node:crypto'

import { sniffMime } from '@/lib/sniff-mime'
import { fileStore } from '@/modules/storage/file-store'

import { LAMPIRAN_TYPES, LIMITS, PENGADUAN_MESSAGES as M } from './pengaduan.rules'

/*
 * A complaint's attachments: private objects in the site's file store (media folder or S3 bucket,
 * never public-read), under a prefix of their own that no media record, rendition or public
 * route uses. They are read only by the module's download routes, for an administrator or the
 * consumer holding the follow-up code.
 */
export const LAMPIRAN_PREFIX = 'pengaduan-lampiran/'

export type JenisLampiran = 'bukti' | 'kuasa' | 'tambahan'
export type JudgedFile = {
  bytes: Buffer
  mime: (typeof LAMPIRAN_TYPES)[number]
  nama: string
  jenis: JenisLampiran
}
export type StoredLampiran = {
  kunci: string
  nama: string
  mime: string
  ukuran: number
  jenis: JenisLampiran
}

/** Files a browser sends for an empty file input: no name, no bytes. */
export const chosenFiles = (values: FormDataEntryValue[]) =>
  values.filter((value): value is File => typeof value !== 'string' && value.size > 0)

const safeName = (name: string) =>
  name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(-100) || 'lampiran'

/** The files judged by their bytes (JPG, PNG, PDF) and size; the first refusal's message, or the files. */
export async function judgeFiles(
  files: File[],
  jenis: JenisLampiran,
): Promise<{ ok: true; files: JudgedFile[] } | { ok: false; message: string }> {
  const judged: JudgedFile[] = []
  for (const file of files) {
    if (file.size > LIMITS.lampiranBytes) return { ok: false, message: M.lampiranBesar }
    const bytes = Buffer.from(await file.arrayBuffer())
    const mime = sniffMime(bytes)
    if (!mime || !(LAMPIRAN_TYPES as readonly string[]).includes(mime))
      return { ok: false, message: M.lampiranJenis }
    judged.push({ bytes, mime: mime as JudgedFile['mime'], nama: safeName(file.name), jenis })
  }
  return { ok: true, files: judged }
}

/** Stores every file or none: a failure removes what was already written. */
export async function storeFiles(files: JudgedFile[]): Promise<StoredLampiran[]> {
  const store = fileStore()
  const stored: StoredLampiran[] = []
  try {
    for (const file of files) {
      const kunci = `${LAMPIRAN_PREFIX}${randomUUID()}`
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
