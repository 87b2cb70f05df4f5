import type { Laporan, News, Produk, SiteSetting } from '@/payload-types'

import type { SearchDoc } from './search.types'

/*
 * What of each record is searched (issue 24): products by title, subtitle, description and
 * advantage labels; news by title, category, quote and both body parts; reports by title, kind
 * and year; the three profile pages by the texts they show.
 */

const join = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join('\n')

const lines = (rows?: { teks: string }[] | null) => (rows ?? []).map((row) => row.teks)

export const produkDoc = (doc: Produk): SearchDoc => ({
  kind: 'produk',
  ref: String(doc.id),
  title: doc.judul,
  body: join(doc.subJudul, doc.deskripsi, ...(doc.keunggulan ?? []).map((k) => k.label)),
  url: `/produk/${doc.slug ?? doc.id}`,
  date: doc.createdAt,
})

export const newsDoc = (doc: News): SearchDoc => ({
  kind: 'news',
  ref: String(doc.id),
  title: doc.judul,
  body: join(doc.kategori, doc.kutipan, doc.isisatu, doc.isidua),
  url: `/news/${doc.slug ?? doc.id}`,
  date: doc.dibuatPada,
})

export const laporanDoc = (doc: Laporan): SearchDoc => ({
  kind: 'laporan',
  ref: String(doc.id),
  title: doc.judul,
  body: join(`Laporan ${doc.jenis}`, `Tahun ${doc.tanggal.slice(0, 4)}`),
  // A report is its PDF; without a stored file the list is the nearest page.
  url: doc.url ?? '/laporan-publikasi',
  date: doc.tanggal,
})

/** The profile pages, titled as they head themselves. */
export function profilDocs(site: SiteSetting): SearchDoc[] {
  const date = site.updatedAt ?? new Date(0).toISOString()
  const page = (ref: string, title: string, body: string): SearchDoc => ({
    kind: 'profil',
    ref,
    title,
    body,
    url: `/profil/${ref}`,
    date,
  })
  return [
    page(
      'visi-misi',
      'Visi, Misi dan Motto',
      join('Visi', site.visi, 'Misi', ...lines(site.misi), site.motto, site.mottoPenjelasan),
    ),
    page(
      'sejarah-singkat',
      'Sejarah Singkat',
      join(
        ...lines(site.sejarah?.paragraf),
        site.sejarah?.tahukahAnda,
        ...(site.sejarah?.timeline ?? []).map((t) => join(t.tanggal, t.judul, t.keterangan)),
      ),
    ),
    page(
      'struktur-organisasi',
      'Struktur Organisasi',
      join(
        site.keteranganStruktur,
        ...(site.pengurus ?? []).map((p) =>
          join(p.nama, p.jabatan, ...lines(p.pendidikan), ...lines(p.riwayatPekerjaan)),
        ),
      ),
    ),
  ]
}
