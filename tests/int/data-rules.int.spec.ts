import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LAPORAN_MESSAGES } from '@/modules/laporan/laporan.rules'
import { NEWS_MESSAGES } from '@/modules/news/news.rules'
import { PRODUK_MESSAGES } from '@/modules/produk/produk.rules'

import { expectRejected } from '../helpers/expect-rejection'
import { asUpload, makeImage, makeOversized, makePdf, MB } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
// A fresh context per call: Payload and its plugins keep per-request state in it.
const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

async function expectNothingStored(collection: 'laporan' | 'news' | 'produk') {
  expect((await t.payload.count({ collection, ...system() })).totalDocs).toBe(0)
  expect((await t.listMedia()).filter((f) => f.startsWith(`${collection}/`))).toEqual([])
}

const laporan = { judul: 'Laporan Tahunan 2024', tanggal: '2025-05-31', jenis: 'Tahunan' as const }

describe('laporan rules', () => {
  it('accepts a real PDF, defaults jenis to Transparansi and records size and URL', async () => {
    const pdf = makePdf()
    const doc = await t.payload.create({
      collection: 'laporan',
      data: { judul: 'Laporan Uji', tanggal: '2025-01-31' } as never,
      file: asUpload(pdf, 'uji.pdf', 'application/pdf'),
      ...system(),
    })
    expect(doc.jenis).toBe('Transparansi')
    expect(doc.filesize).toBe(pdf.length)
    expect(doc.filename).toMatch(/^laporan-uji-[0-9a-f]{8}\.pdf$/)
    expect(doc.url).toBe(`/cms-api/laporan/file/${doc.filename}`)
    expect(await t.listMedia()).toContain(`laporan/${doc.filename}`)
    await t.payload.delete({ collection: 'laporan', id: doc.id, ...system() })
    expect(await t.listMedia()).not.toContain(`laporan/${doc.filename}`)
  })

  it('requires judul, tanggal and a file', async () => {
    const file = asUpload(makePdf(), 'a.pdf')
    await expectRejected(
      t.payload.create({
        collection: 'laporan',
        data: { ...laporan, judul: ' ' },
        file,
        ...system(),
      }),
      LAPORAN_MESSAGES.required,
    )
    await expectRejected(
      t.payload.create({
        collection: 'laporan',
        data: { ...laporan, tanggal: '' },
        file,
        ...system(),
      }),
      LAPORAN_MESSAGES.required,
    )
    await expectRejected(
      t.payload.create({ collection: 'laporan', data: laporan, ...system() }),
      LAPORAN_MESSAGES.required,
    )
    await expectNothingStored('laporan')
  })

  it('judges the file by its bytes: a PNG named .pdf is refused', async () => {
    const png = asUpload(await makeImage('png'), 'laporan.pdf', 'application/pdf')
    await expectRejected(
      t.payload.create({ collection: 'laporan', data: laporan, file: png, ...system() }),
      LAPORAN_MESSAGES.fileType,
    )
    await expectNothingStored('laporan')
  })

  it('refuses a PDF of 2 MB + 1 byte and accepts exactly 2 MB', async () => {
    await expectRejected(
      t.payload.create({
        collection: 'laporan',
        data: laporan,
        file: asUpload(makePdf(2 * MB + 1), 'besar.pdf'),
        ...system(),
      }),
      LAPORAN_MESSAGES.fileSize,
    )
    await expectNothingStored('laporan')
    const exact = makePdf(2 * MB)
    expect(exact.length).toBe(2 * MB)
    const doc = await t.payload.create({
      collection: 'laporan',
      data: laporan,
      file: asUpload(exact, 'pas.pdf'),
      ...system(),
    })
    await t.payload.delete({ collection: 'laporan', id: doc.id, ...system() })
  })

  it('refuses an unknown jenis', async () => {
    await expectRejected(
      t.payload.create({
        collection: 'laporan',
        data: { ...laporan, jenis: 'Bulanan' as never },
        file: asUpload(makePdf(), 'a.pdf'),
        ...system(),
      }),
      LAPORAN_MESSAGES.jenis,
    )
    await expectNothingStored('laporan')
  })
})

const news = {
  judul: 'Pengumuman Libur',
  kategori: 'Pengumuman' as const,
  isisatu: 'Paragraf satu.',
  isidua: 'Paragraf dua.',
  dibuatPada: '2026-01-05',
}

describe('news rules', () => {
  it('requires every field but kutipan, and a thumbnail', async () => {
    const file = asUpload(await makeImage('jpeg'), 'a.jpg')
    for (const field of ['judul', 'kategori', 'isisatu', 'isidua', 'dibuatPada'] as const) {
      await expectRejected(
        t.payload.create({ collection: 'news', data: { ...news, [field]: '' }, file, ...system() }),
        NEWS_MESSAGES.required,
      )
    }
    await expectRejected(
      t.payload.create({ collection: 'news', data: news, ...system() }),
      NEWS_MESSAGES.required,
    )
    await expectNothingStored('news')
  })

  it('takes JPG, PNG and WebP only, judged by bytes', async () => {
    const gif = asUpload(await makeImage('gif'), 'foto.jpg', 'image/jpeg')
    await expectRejected(
      t.payload.create({ collection: 'news', data: news, file: gif, ...system() }),
      NEWS_MESSAGES.fileType,
    )
    await expectNothingStored('news')
    const webp = await t.payload.create({
      collection: 'news',
      data: news,
      file: asUpload(await makeImage('webp', 1280, 720), 'foto.webp'),
      ...system(),
    })
    expect(webp.mimeType).toBe('image/webp')
    expect(webp.sizes?.card?.url).toMatch(/\.webp$/)
    await t.payload.delete({ collection: 'news', id: webp.id, ...system() })
    await expectNothingStored('news')
  })

  it('refuses a thumbnail over 2 MB', async () => {
    await expectRejected(
      t.payload.create({
        collection: 'news',
        data: news,
        file: asUpload(await makeOversized('png', 2 * MB + 1), 'besar.png'),
        ...system(),
      }),
      NEWS_MESSAGES.fileSize,
    )
    await expectNothingStored('news')
  })

  it('refuses a kategori outside the list', async () => {
    await expectRejected(
      t.payload.create({
        collection: 'news',
        data: { ...news, kategori: 'Olahraga' as never },
        file: asUpload(await makeImage('png'), 'a.png'),
        ...system(),
      }),
      NEWS_MESSAGES.kategori,
    )
  })

  it('keeps slugs unique when titles repeat', async () => {
    const slugs: string[] = []
    for (let i = 0; i < 3; i++) {
      const doc = await t.payload.create({
        collection: 'news',
        data: { ...news, judul: 'Jadwal Layanan Idul Fitri' },
        file: asUpload(await makeImage('png'), `x${i}.png`),
        ...system(),
      })
      slugs.push(doc.slug ?? '')
    }
    expect(slugs).toEqual([
      'jadwal-layanan-idul-fitri',
      'jadwal-layanan-idul-fitri-2',
      'jadwal-layanan-idul-fitri-3',
    ])
  })
})

const produk = { judul: 'Tabungan Wadiah', subJudul: 'Simpanan aman', deskripsi: 'Deskripsi.' }

describe('produk rules', () => {
  it('requires judul, subJudul and deskripsi', async () => {
    for (const field of ['judul', 'subJudul', 'deskripsi'] as const) {
      await expectRejected(
        t.payload.create({ collection: 'produk', data: { ...produk, [field]: '' }, ...system() }),
        PRODUK_MESSAGES.required,
      )
    }
    await expectNothingStored('produk')
  })

  it('refuses a thumbnail of 1 MB + 1 byte, and WebP', async () => {
    await expectRejected(
      t.payload.create({
        collection: 'produk',
        data: produk,
        file: asUpload(await makeOversized('jpeg', MB + 1), 'besar.jpg'),
        ...system(),
      }),
      PRODUK_MESSAGES.fileSize,
    )
    await expectRejected(
      t.payload.create({
        collection: 'produk',
        data: produk,
        file: asUpload(await makeImage('webp'), 'foto.png'),
        ...system(),
      }),
      PRODUK_MESSAGES.fileType,
    )
    await expectNothingStored('produk')
  })

  it('allows six advantages and refuses a seventh or an incomplete one', async () => {
    const row = { icon: 'bank' as const, label: 'Aman' }
    const six = await t.payload.create({
      collection: 'produk',
      data: { ...produk, keunggulan: Array(6).fill(row) },
      ...system(),
    })
    expect(six.keunggulan).toHaveLength(6)
    await t.payload.delete({ collection: 'produk', id: six.id, ...system() })
    await expectRejected(
      t.payload.create({
        collection: 'produk',
        data: { ...produk, keunggulan: Array(7).fill(row) },
        file: asUpload(await makeImage('png'), 'tujuh.png'),
        ...system(),
      }),
      PRODUK_MESSAGES.keunggulanMax,
    )
    await expectRejected(
      t.payload.create({
        collection: 'produk',
        data: { ...produk, keunggulan: [row, { icon: 'bank', label: '' }] },
        ...system(),
      }),
      PRODUK_MESSAGES.keunggulanIncomplete,
    )
    await expectRejected(
      t.payload.create({
        collection: 'produk',
        data: { ...produk, keunggulan: [{ icon: 'kapal' as never, label: 'Laut' }] },
        ...system(),
      }),
      PRODUK_MESSAGES.ikon,
    )
    await expectNothingStored('produk')
  })
})

// Payload's own order removes a document's old file before it validates the other fields; an
// update through /cms with a new file and a bad field must still keep the record and its file.
describe('a refused update with a new file keeps the old one', () => {
  it('laporan: an empty judul', async () => {
    const doc = await t.payload.create({
      collection: 'laporan',
      data: laporan,
      file: asUpload(makePdf(), 'lama.pdf'),
      ...system(),
    })
    await expectRejected(
      t.payload.update({
        collection: 'laporan',
        id: doc.id,
        data: { judul: ' ' },
        file: asUpload(makePdf(), 'baru.pdf'),
        ...system(),
      }),
      LAPORAN_MESSAGES.required,
    )
    const media = await t.listMedia()
    expect(media).toContain(`laporan/${doc.filename}`)
    expect(media.some((f) => f.startsWith('laporan/baru'))).toBe(false)
    const kept = await t.payload.findByID({ collection: 'laporan', id: doc.id, ...system() })
    expect(kept).toMatchObject({ judul: laporan.judul, filename: doc.filename })
    await t.payload.delete({ collection: 'laporan', id: doc.id, ...system() })
  })

  it('produk: a seventh advantage', async () => {
    const doc = await t.payload.create({
      collection: 'produk',
      data: produk,
      file: asUpload(await makeImage('png'), 'lama.png'),
      ...system(),
    })
    await expectRejected(
      t.payload.update({
        collection: 'produk',
        id: doc.id,
        data: { keunggulan: Array(7).fill({ icon: 'bank', label: 'Aman' }) },
        file: asUpload(await makeImage('png'), 'baru.png'),
        ...system(),
      }),
      PRODUK_MESSAGES.keunggulanMax,
    )
    const media = await t.listMedia()
    expect(media).toContain(`produk/${doc.filename}`)
    expect(media.some((f) => f.startsWith('produk/baru'))).toBe(false)
    await t.payload.delete({ collection: 'produk', id: doc.id, ...system() })
  })
})
