import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { badRequest } from '@/lib/errors'
import type { UploadFile } from '@/lib/http'

import { IKON_KEUNGGULAN, type IkonKeunggulan, PRODUK_MESSAGES } from './produk.rules'

const hash = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

let iconHashes: Promise<Map<string, IkonKeunggulan>> | undefined

/** Fingerprints of the 11 shipped icons, read once. */
function loadIconHashes() {
  iconHashes ??= Promise.all(
    IKON_KEUNGGULAN.map(async (key) => {
      const data = await readFile(path.join(process.cwd(), 'public/icons', `${key}.svg`))
      return [hash(data), key] as const
    }),
  ).then((pairs) => new Map(pairs))
  return iconHashes
}

/** An icon given as a key ('bank') or as its URL ('/icons/bank.svg', absolute or not). */
export function iconKeyFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const match = /(?:^|\/)icons\/([a-z-]+)\.svg(?:[?#].*)?$/.exec(value.trim())
  return match ? match[1] : value.trim()
}

/**
 * The spec's clients may send an advantage icon as image data (an icon-{index} file). Icons are
 * the 11 fixed images, so the file is matched against them byte for byte.
 */
export async function iconKeyFromFile(file: UploadFile): Promise<IkonKeunggulan> {
  const key = (await loadIconHashes()).get(hash(file.data))
  if (!key) throw badRequest(PRODUK_MESSAGES.ikon)
  return key
}
