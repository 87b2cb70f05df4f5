import { readFile } from 'node:fs/promises'

import { expect } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as laporan from '@/app/api/laporan/route'
import * as news from '@/app/api/news/route'
import * as produkItem from '@/app/api/produk/[id]/route'
import * as produk from '@/app/api/produk/route'

import { call, type CallOptions, file } from './api-client'
import { makeImage } from './files'

/** A client's local file name that tells about a person and a draft's history. */
export const CLIENT_NAME = 'kliensecret-budi-draf-3'

/** One record's stored file: the stem its names must carry, and every name or URL of it. */
export type StoredFile = { stem: string; names: (string | null | undefined)[] }

const cms = (method: 'POST' | 'PATCH', path: string, options: CallOptions) => {
  const slug = new URL(path, 'http://x').pathname.split('/').slice(2)
  return call(cmsApi[method], path, { method, params: { slug }, ...options })
}

const named = (data: Buffer, extension: string, type: string) =>
  file(data, `${CLIENT_NAME}.${extension}`, type)

const sizesOf = (doc: { filename: string; sizes: Record<string, { filename: string }> }) => [
  doc.filename,
  ...Object.values(doc.sizes).map((size) => size.filename),
]

/**
 * Uploads, each under CLIENT_NAME, through /api (a report with its previews, a news item, a
 * product's new thumbnail) and /cms-api (a news item; a product's file replaced on its own).
 */
export async function uploadUnderClientNames(token: string): Promise<StoredFile[]> {
  const pdf = await readFile('tests/fixtures/sample.pdf')
  const jpeg = await makeImage('jpeg', 1280, 720)
  const png = await makeImage('png', 1280, 720)
  const newsFields = {
    kategori: 'Pengumuman',
    isisatu: 'Paragraf satu.',
    isidua: 'Paragraf dua.',
    dibuatPada: '2026-05-20',
  }

  const report = await call(laporan.POST, '/api/laporan', {
    method: 'POST',
    token,
    form: {
      judul: 'Laporan Keuangan Triwulan Uji',
      tanggal: '2026-04-28',
      jenis: 'Publikasi',
      file: named(pdf, 'pdf', 'application/pdf'),
    },
  })
  const item = await call(news.POST, '/api/news', {
    method: 'POST',
    token,
    form: {
      judul: 'Kabar Nama Berkas',
      ...newsFields,
      thumbnail: named(jpeg, 'jpg', 'image/jpeg'),
    },
  })
  const newProduk = (judul: string) =>
    call(produk.POST, '/api/produk', {
      method: 'POST',
      token,
      form: { judul, subJudul: 'Uji', deskripsi: 'Uji.', keunggulan: '[]' },
    })
  const product = await newProduk('Produk Nama Berkas')
  const id = product.data._id
  const replaced = await call(produkItem.PUT, '', {
    method: 'PUT',
    token,
    params: { id },
    form: {
      judul: 'Produk Nama Berkas',
      subJudul: 'Uji',
      deskripsi: 'Uji.',
      keunggulan: '[]',
      thumbnail: named(png, 'png', 'image/png'),
    },
  })
  const panelNews = await cms('POST', '/cms-api/news', {
    token,
    form: {
      _payload: JSON.stringify({ judul: 'Kabar Lewat Panel', ...newsFields }),
      file: named(jpeg, 'jpg', 'image/jpeg'),
    },
  })
  const other = await newProduk('Produk Lewat Panel')
  const panelProduk = await cms('PATCH', `/cms-api/produk/${other.data._id}`, {
    token,
    form: { _payload: '{}', file: named(png, 'png', 'image/png') },
  })
  for (const res of [report, item, product, replaced, panelNews, other, panelProduk]) {
    expect(res.status, JSON.stringify(res.data)).toBeLessThan(300)
  }

  const { pratinjau } = report.data
  return [
    {
      stem: 'laporan-keuangan-triwulan-uji',
      names: [report.data.fileUrl, pratinjau?.thumb, pratinjau?.card],
    },
    {
      stem: item.data.slug,
      names: [item.data.thumbnail.secure_url, item.data.gambar.card, item.data.gambar.large],
    },
    {
      stem: replaced.data.slug,
      names: [replaced.data.gambar, replaced.data.gambarSet.card, replaced.data.gambarSet.large],
    },
    { stem: panelNews.data.doc.slug, names: sizesOf(panelNews.data.doc) },
    { stem: other.data.slug, names: sizesOf(panelProduk.data.doc) },
  ]
}

/**
 * Every name and URL of each upload carries its record's slug (or a report's title) and a
 * random part, and none, nor any stored file, the client's name.
 */
export function expectServerMadeNames(uploads: StoredFile[], stored: string[]) {
  for (const { stem, names } of uploads) {
    expect(names.length).toBeGreaterThanOrEqual(3)
    for (const name of names) {
      expect(name).toMatch(
        new RegExp(`(^|/)${stem}-[0-9a-f]{8}(-\\d+x\\d+)?\\.(pdf|jpg|png|webp)$`),
      )
    }
  }
  const storedNames = new Set(stored.map((key) => key.split('/').pop()))
  for (const name of uploads.flatMap((upload) => upload.names)) {
    expect(storedNames, name ?? '').toContain(name?.split('/').pop())
  }
  expect(stored.filter((key) => key.includes(CLIENT_NAME))).toEqual([])
}
