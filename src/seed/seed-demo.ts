import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { sniffMime } from '@/lib/sniff-mime'

import { laporanSeed } from './data/laporan'
import { newsSeed } from './data/news'
import { produkSeed } from './data/produk'

const filesDir = path.resolve(process.cwd(), 'src/seed/files')

// Seeding runs outside any Next request and before anyone can sign in, hence these options.
// A fresh context per call: Payload and its plugins keep per-request state in it.
const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const

async function loadFile(name: string): Promise<NonNullable<PayloadRequest['file']>> {
  const data = await readFile(path.join(filesDir, name))
  return { data, name, size: data.length, mimetype: sniffMime(data) ?? 'application/octet-stream' }
}

/**
 * Fills each empty part of the site with demo content. A part that already has content is
 * left alone, so running it again (every start-up does) changes nothing.
 */
export async function seedDemo(payload: Payload) {
  if ((await payload.count({ collection: 'produk', ...system() })).totalDocs === 0) {
    for (const { key, ...data } of produkSeed) {
      await payload.create({
        collection: 'produk',
        data,
        file: await loadFile(`produk-${key}.jpg`),
        ...system(),
      })
    }
  }

  if ((await payload.count({ collection: 'news', ...system() })).totalDocs === 0) {
    for (const { image, ...data } of newsSeed) {
      await payload.create({ collection: 'news', data, file: await loadFile(image), ...system() })
    }
  }

  if ((await payload.count({ collection: 'laporan', ...system() })).totalDocs === 0) {
    for (const { file, ...data } of laporanSeed) {
      await payload.create({ collection: 'laporan', data, file: await loadFile(file), ...system() })
    }
  }
}
