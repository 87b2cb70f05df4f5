import { sql } from 'drizzle-orm'

import { webpSizes } from '@/collections/image-sizes'
import { toImageSet } from '@/lib/image-set'
import { joinText } from '@/lib/join-text'
import { storedRich } from '@/modules/richtext/richtext.convert'
import type { Promo } from '@/payload-types'

import { seoDto, seoField } from '@/modules/seo/seo-fields'

import { defineContentType } from './definition'
import { slugField } from './fields'
import type { FormFieldSpec } from './form-fields'
import { payloadFields } from './payload-fields'

const MSG = {
  required: 'Judul, periode, gambar, ringkasan, dan isi promo wajib diisi.',
  judulMax: 'Judul maksimal 200 karakter.',
  ringkasanMax: 'Ringkasan maksimal 300 karakter.',
  // The old text first, then the formats lib/iso-date's wibInstant reads (issue 44).
  tanggal:
    'Tanggal periode tidak valid. Gunakan format YYYY-MM-DD, YYYY-MM-DDTHH:mm (WIB) atau ISO 8601 dengan zona waktu.',
  urutan: 'Tanggal selesai harus setelah tanggal mulai.',
  fileType: 'File harus berupa JPG, PNG, atau WebP.',
  fileSize: 'Ukuran gambar maksimal 2MB.',
} as const
const JUDUL_MAX = 200
const RINGKASAN_MAX = 300
const GAMBAR = { mimeTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 2 * 1024 * 1024 }

/** The empty list's text, also the page of a promo that has ended. */
const NONE_NOW = 'Belum ada promo yang berlaku saat ini.'

const fields: FormFieldSpec[] = [
  {
    kind: 'text',
    name: 'judul',
    label: 'Judul Promo',
    required: MSG.required,
    max: { length: JUDUL_MAX, message: MSG.judulMax },
  },
  {
    kind: 'datetime',
    name: 'mulai',
    label: 'Mulai (WIB)',
    required: MSG.required,
    invalid: MSG.tanggal,
    day: 'start',
    index: true,
  },
  {
    kind: 'datetime',
    name: 'selesai',
    label: 'Selesai (WIB)',
    required: MSG.required,
    invalid: MSG.tanggal,
    day: 'end',
  },
  {
    kind: 'textarea',
    name: 'ringkasan',
    label: 'Ringkasan',
    required: MSG.required,
    max: { length: RINGKASAN_MAX, message: MSG.ringkasanMax },
  },
  { kind: 'richtext', name: 'isi', label: 'Isi Promo', required: MSG.required },
  { kind: 'relations', name: 'produkTerkait', label: 'Produk terkait', to: 'produk' },
  { kind: 'seo', name: 'seo', label: 'SEO', fallback: 'ringkasan', path: '/promo/' },
]

const file = {
  name: 'gambar',
  label: 'Gambar',
  hint: 'Format JPG, PNG atau WebP, maksimal 2MB.',
}

/** A promotion: shown from `mulai` until `selesai`, on its own pages and its products' pages. */
export const promo = defineContentType<Promo, ReturnType<typeof toDto>>({
  slug: 'promo',
  labels: { singular: 'Promo', plural: 'Promo' },
  collection: {
    admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'mulai', 'selesai'] },
    defaultSort: '-mulai',
    indexes: [{ fields: ['mulai', 'selesai'] }, { fields: ['selesai'] }],
    upload: { imageSizes: webpSizes },
    fields: [slugField, ...payloadFields(fields), seoField],
  },
  upload: { ...GAMBAR, requiredOnCreate: true, messages: MSG },
  toDto,
  messages: { notFound: 'Promo tidak ditemukan.', deleted: 'Promo berhasil dihapus!' },
  readBy: 'slug',
  form: {
    fields,
    file,
    check: (data) => (String(data.selesai) > String(data.mulai) ? null : MSG.urutan),
  },
  list: {
    order: sql`"mulai" DESC, "id" DESC`,
    sorts: {
      mulai: (dir) => sql`"mulai" ${dir}, "id" DESC`,
      selesai: (dir) => sql`"selesai" ${dir}, "id" DESC`,
      judul: (dir) => sql`lower("judul") ${dir}, "mulai" DESC, "id" DESC`,
    },
  },
  public: {
    title: 'Promo',
    description: 'Promo produk dan layanan yang sedang berlaku.',
    list: {
      path: '/promo',
      params: ['page'],
      sitemap: { priority: 0.7, changeFrequency: 'daily' },
    },
    itemPrefix: '/promo/',
    notFound: { message: NONE_NOW, back: 'Lihat Semua Promo' },
    sitemap: { changeFrequency: 'weekly', priority: 0.6 },
    window: { start: 'mulai', end: 'selesai' },
    footerLabel: 'Promo',
    view: {
      eyebrow: 'Penawaran Terbatas',
      empty: NONE_NOW,
      pageSize: 9,
      card: (p) => ({
        title: p.judul,
        href: `/promo/${p.slug}`,
        image: p.gambar,
        summary: p.ringkasan,
        period: [p.mulai, p.selesai],
      }),
      article: (p) => ({
        title: p.judul,
        summary: p.ringkasan,
        image: p.gambar,
        body: p.isi,
        rich: p.isiRich,
        period: [p.mulai, p.selesai],
        related: { type: 'produk', ids: p.produkTerkait },
      }),
      jsonLd: (p, url) => ({
        '@type': 'Offer',
        name: p.judul,
        description: p.ringkasan,
        url,
        validFrom: p.mulai,
        validThrough: p.selesai,
      }),
      relatedHeading: 'Promo untuk produk ini',
    },
  },
  search: {
    label: 'Promo',
    doc: (doc) => ({
      ref: String(doc.id),
      title: doc.judul,
      body: joinText(doc.ringkasan, doc.isi),
      url: `/promo/${doc.slug ?? doc.id}`,
      date: doc.mulai,
    }),
  },
  audit: 'Promo',
  admin: {
    menu: { label: 'Promo', icon: 'tag' },
    path: '/admin/promo',
    key: '_id',
    table: {
      columns: [
        { kind: 'thumbnail' },
        { kind: 'title' },
        { kind: 'excerpt', field: 'ringkasan', header: 'Ringkasan' },
        { kind: 'date', field: 'mulai', header: 'Mulai', descFirst: true },
        { kind: 'date', field: 'selesai', header: 'Selesai', descFirst: true },
      ],
      afterDelete: 'drop',
    },
    form: { file: { ...file, image: true }, width: 'narrow' },
    detail: {
      heading: 'record',
      imageAlt: 'Gambar',
      facts: [
        { label: 'Mulai (WIB)', path: 'mulai', format: 'datetime' },
        { label: 'Selesai (WIB)', path: 'selesai', format: 'datetime' },
        { label: 'Produk terkait', path: 'produkTerkait', format: 'count' },
      ],
      sections: [
        { path: 'ringkasan', heading: 'Ringkasan', format: 'paragraphs' },
        { path: 'isi', heading: 'Isi Promo', format: 'paragraphs' },
      ],
    },
    texts: {
      description: 'Promo yang tampil di situs selama periodenya.',
      addTitle: 'Tambah Promo',
      editTitle: 'Edit Promo',
      detailTitle: 'Detail Promo',
      searchPlaceholder: 'Cari judul Promo...',
      confirmDelete: 'Yakin ingin menghapus promo ini?',
      save: 'Simpan Promo',
      added: 'Promo berhasil ditambahkan!',
      addFailed: 'Terjadi kesalahan saat menambahkan promo.',
      updated: 'Promo berhasil diperbarui!',
      updateFailed: 'Terjadi kesalahan saat memperbarui promo.',
      deleted: 'Promo berhasil dihapus!',
      deleteFailed: 'Terjadi kesalahan saat menghapus data.',
      empty: 'Tidak ada data ditemukan',
    },
  },
  seed: async () => (await import('@/seed/data/promo')).promoSeed,
})

function toDto(doc: Promo) {
  return {
    _id: String(doc.id),
    slug: doc.slug ?? String(doc.id),
    judul: doc.judul,
    mulai: doc.mulai,
    selesai: doc.selesai,
    ringkasan: doc.ringkasan,
    isi: doc.isi,
    isiRich: storedRich(doc.isiRich, doc.isi),
    gambar: toImageSet(doc),
    produkTerkait: (doc.produkTerkait ?? []).map((p) => String(typeof p === 'object' ? p.id : p)),
    seo: seoDto(doc.seo),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
