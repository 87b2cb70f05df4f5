import { sql } from 'drizzle-orm'

import { oneOf, requiredDate } from '@/collections/validators'
import { joinText } from '@/lib/join-text'
import { listThumbnail } from '@/modules/admin/lib/list-thumbnail'
import {
  JENIS_LAPORAN,
  JUDUL_MAX,
  LAPORAN_FILE,
  LAPORAN_MESSAGES,
} from '@/modules/laporan/laporan.rules'
import type { LaporanDto, LaporanPreview } from '@/modules/laporan/laporan.types'
import { PDF_PREVIEW_SIZES } from '@/modules/storage/pdf-preview/pdf-preview-sizes'
import type { Laporan } from '@/payload-types'

import { defineContentType } from './definition'
import { laporanAdmin } from './laporan.admin'
import { createdSorts, judulField } from './fields'

function previewOf(doc: Laporan): LaporanPreview | null {
  const { thumb, card } = doc.sizes ?? {}
  const larger = card?.filename ? card : thumb?.filename ? thumb : null
  if (!larger?.width || !larger.height) return null
  return {
    thumb: (thumb?.filename && thumb.url) || null,
    card: (card?.filename && card.url) || null,
    width: larger.width,
    height: larger.height,
  }
}

/** SPEC's reports: a PDF with its title, date and jenis. The report and its PDF are one record. */
export const laporan = defineContentType<Laporan, LaporanDto>({
  slug: 'laporan',
  labels: { singular: 'Laporan', plural: 'Laporan' },
  collection: {
    admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'jenis', 'tanggal', 'createdAt'] },
    defaultSort: '-createdAt',
    // Each jenis's shelf and archive read a page in this order (list.order below).
    indexes: [{ fields: ['jenis', 'tanggal', 'createdAt'] }],
    upload: {
      // The first page's WebP previews, made at upload (prepare-upload.ts), never by Payload.
      imageSizes: PDF_PREVIEW_SIZES.map(({ name, width }) => ({ name, width })),
      adminThumbnail: 'thumb',
    },
    fields: [
      judulField(JUDUL_MAX, LAPORAN_MESSAGES),
      {
        name: 'tanggal',
        type: 'date',
        required: true,
        index: true,
        admin: { date: { pickerAppearance: 'dayOnly' } },
        validate: requiredDate(LAPORAN_MESSAGES.required, LAPORAN_MESSAGES.tanggal),
      },
      {
        name: 'jenis',
        type: 'select',
        required: true,
        defaultValue: 'Transparansi',
        options: [...JENIS_LAPORAN],
        validate: oneOf(JENIS_LAPORAN, LAPORAN_MESSAGES.required, LAPORAN_MESSAGES.jenis),
      },
      {
        // Counted at upload; 0 when the PDF could not be read. Empty: not yet looked at (the
        // start-up backfill fills it, laporan.backfill.ts).
        name: 'halaman',
        type: 'number',
        min: 0,
        admin: { readOnly: true, description: 'Jumlah halaman PDF, dihitung saat unggah.' },
      },
    ],
  },
  upload: { ...LAPORAN_FILE, requiredOnCreate: true },
  toDto: (doc) => ({
    _id: String(doc.id),
    judul: doc.judul,
    tanggal: doc.tanggal,
    jenis: doc.jenis,
    ukuran: doc.filesize ?? 0,
    fileUrl: doc.url ?? null,
    halaman: doc.halaman ? doc.halaman : null,
    pratinjau: previewOf(doc),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }),
  messages: { notFound: LAPORAN_MESSAGES.notFound, deleted: 'Laporan berhasil dihapus!' },
  readBy: 'id',
  list: {
    // SPEC's API list: newest created first. The shelves read by report date (laporan.query.ts).
    order: sql`"created_at" DESC, "id" DESC`,
    sorts: {
      ...createdSorts,
      ukuran: (dir) => sql`"filesize" ${dir}, "created_at" DESC, "id" DESC`,
    },
    filters: {
      jenis: { values: JENIS_LAPORAN, message: LAPORAN_MESSAGES.jenis },
    },
  },
  public: {
    title: 'Laporan Publikasi',
    description:
      'Laporan transparansi tata kelola, laporan publikasi keuangan, dan laporan tahunan bank dalam format PDF.',
    keywords: ['laporan keuangan BPRS', 'laporan tata kelola', 'laporan tahunan', 'transparansi'],
    list: { path: '/laporan-publikasi', sitemap: { priority: 0.8, changeFrequency: 'monthly' } },
    // Newest report date first, on the shelves and in each archive.
    order: sql`"tanggal" DESC, "created_at" DESC, "id" DESC`,
    // Each jenis's archive, paged.
    pages: JENIS_LAPORAN.map((jenis) => ({
      path: `/laporan-publikasi/${jenis.toLowerCase()}`,
      params: ['page'],
      sitemap: { priority: 0.5, changeFrequency: 'monthly' as const },
    })),
  },
  search: {
    label: 'Laporan',
    doc: (doc) => ({
      ref: String(doc.id),
      title: doc.judul,
      body: joinText(`Laporan ${doc.jenis}`, `Tahun ${doc.tanggal.slice(0, 4)}`),
      // A report is its PDF; without a stored file the list is the nearest page.
      url: doc.url ?? '/laporan-publikasi',
      date: doc.tanggal,
    }),
  },
  audit: 'Laporan',
  admin: {
    ...laporanAdmin,
    dashboard: {
      card: { title: 'Total Laporan', linkText: 'Kelola laporan' },
      badge: { label: 'Laporan', className: 'bg-blue-50 text-blue-800' },
      thumbnail: listThumbnail.laporan,
      link: (dto) => ({ href: dto.fileUrl ?? '#', external: true }),
    },
  },
  seed: async () =>
    (await import('@/seed/data/laporan')).laporanSeed.map(({ file, ...data }) => ({ data, file })),
})
