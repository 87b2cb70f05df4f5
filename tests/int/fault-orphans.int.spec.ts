import { mkdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { sweepOrphans } from '@/modules/storage/orphan-sweep'
import { prepareUpload } from '@/modules/storage/prepare-upload'
import { storeUpload } from '@/modules/storage/stored-upload'

import { asUpload, makeImage, makePdf } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const
const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
const age = (files: string[]) =>
  Promise.all(files.map((f) => utimes(path.join(t.mediaDir, f), hourAgo, hourAgo)))

it('removes what a crash mid-upload leaves, never a file a record uses, and spares recent ones', async () => {
  const kept = await t.payload.create({
    collection: 'produk',
    data: { judul: 'Produk tetap', subJudul: 'Uji', deskripsi: 'Uji.' },
    file: asUpload(await makeImage('png', 1280, 720), 'tetap.png'),
    ...system(),
  })
  // The product's file and its two renditions, beside the site's own pictures (seeded always).
  const used = (await t.listMedia({ sitePictures: true })).sort()
  expect(used.filter((name) => name.startsWith('produk/'))).toHaveLength(3)

  // What kill -9 leaves between storing the files and committing the record: a whole file set
  // without its record, and a file cut off half-way through writing.
  const crashed = await storeUpload(
    'news',
    await prepareUpload('news', asUpload(await makeImage('jpeg', 1280, 720), 'putus.jpg'), {
      judul: 'Uji',
    }),
  )
  await mkdir(path.join(t.mediaDir, 'laporan'), { recursive: true })
  await writeFile(
    path.join(t.mediaDir, 'laporan', '.partial-setengah.pdf'),
    makePdf().subarray(0, 50),
  )
  const leftovers = (await t.listMedia({ sitePictures: true })).filter((f) => !used.includes(f))
  expect(leftovers).toHaveLength(crashed.keys.length + 1)

  // Within the grace period they may still belong to a write in progress: left alone.
  expect(await sweepOrphans(t.payload)).toEqual([])
  expect((await t.listMedia({ sitePictures: true })).sort()).toEqual([...used, ...leftovers].sort())

  await age([...used, ...leftovers])
  expect((await sweepOrphans(t.payload)).sort()).toEqual(leftovers.sort())
  expect((await t.listMedia({ sitePictures: true })).sort()).toEqual(used)
  const record = await t.payload.findByID({ collection: 'produk', id: kept.id, ...system() })
  expect(record.filename).toBe(kept.filename)
})
