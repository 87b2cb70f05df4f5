import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import { sniffMime } from '@/lib/sniff-mime'
import { shiftBulan, wibMonth } from '@/modules/bagi-hasil/bagi-hasil.rules'

import { bagiHasilSeed, drift } from './data/bagi-hasil'

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
  await seedBagiHasil(payload)
}

/** The demo products' profit-sharing rates of the twelve months before now (modules/bagi-hasil). */
async function seedBagiHasil(payload: Payload) {
  if ((await payload.count({ collection: 'bagi-hasil', ...system() })).totalDocs > 0) return
  const thisMonth = wibMonth(new Date()).bulan
  for (const row of bagiHasilSeed) {
    const { docs } = await payload.find({
      collection: 'produk',
      where: { slug: { equals: row.slug } },
      limit: 1,
      depth: 0,
      ...system(),
    })
    if (!docs[0]) continue
    for (let back = 12; back >= 1; back--) {
      await payload.create({
        collection: 'bagi-hasil',
        data: {
          produk: docs[0].id,
          tenor: row.tenor,
          bulan: shiftBulan(thisMonth, -back),
          nisbahNasabah: row.nisbahNasabah,
          nisbahBank: 100 - row.nisbahNasabah,
          ekuivalen: Math.round((row.ekuivalen + drift(12 - back)) * 100) / 100,
        },
        ...system(),
      })
    }
  }
}
