import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import { sniffMime } from '@/lib/sniff-mime'

const filesDir = path.resolve(process.cwd(), 'src/seed/files')

// Seeding runs outside any Next request and before anyone can sign in, hence these options.
// A fresh context per call: Payload and its plugins keep per-request state in it.
const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const

async function loadFile(name: string): Promise<NonNullable<PayloadRequest['file']>> {
  const data = await readFile(path.join(filesDir, name))
  return { data, name, size: data.length, mimetype: sniffMime(data) ?? 'application/octet-stream' }
}

/**
 * Fills each empty content type with its demo records (content-types, `seed`). A type that
 * already has content is left alone, so running it again (every start-up does) changes nothing.
 */
export async function seedDemo(payload: Payload) {
  for (const type of allContentTypes()) {
    const collection = type.slug as ContentTypeSlug
    if (!type.seed || (await payload.count({ collection, ...system() })).totalDocs > 0) continue
    for (const { data, file } of await type.seed()) {
      await payload.create({
        collection,
        data: data as never,
        file: await loadFile(file),
        ...system(),
      })
    }
  }
}
