import { sql } from 'drizzle-orm'

import { requiredText } from '@/collections/validators'
import { webpSizes } from '@/collections/image-sizes'
import { toImageSet } from '@/lib/image-set'
import { joinText } from '@/lib/join-text'
import { listThumbnail } from '@/modules/admin/lib/list-thumbnail'
import {
  IKON_KEUNGGULAN,
  ikonUrl,
  isKeunggulanComplete,
  JUDUL_MAX,
  LABEL_MAX,
  MAX_KEUNGGULAN,
  PRODUK_MESSAGES,
  PRODUK_THUMBNAIL,
  SUB_JUDUL_MAX,
} from '@/modules/produk/produk.rules'
import type { ProdukDto } from '@/modules/produk/produk.types'
import { ringkasanField } from '@/modules/produk/ringkasan.fields'
import { ringkasanDto } from '@/modules/produk/ringkasan.dto'
import { storedRich } from '@/modules/richtext/richtext.convert'
import { richBodyFields } from '@/modules/richtext/richtext.fields'
import type { Produk } from '@/payload-types'

import { seoDto, seoField } from '@/modules/seo/seo-fields'

import { defineContentType } from './definition'
import { produkAdmin } from './produk.admin'
import { createdSorts, judulField, slugField } from './fields'

type Keunggulan = { icon?: string | null; label?: string | null }

/** SPEC's products: an optional thumbnail, a subtitle, a description and up to six advantages. */
export const produk = defineContentType<Produk, ProdukDto>({
  slug: 'produk',
  labels: { singular: 'Produk dan Layanan', plural: 'Produk dan Layanan' },
  collection: {
    admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'subJudul', 'createdAt'] },
    defaultSort: '-createdAt',
    upload: { imageSizes: webpSizes },
    fields: [
      judulField(JUDUL_MAX, PRODUK_MESSAGES),
      slugField,
      {
        name: 'subJudul',
        type: 'text',
        required: true,
        maxLength: SUB_JUDUL_MAX,
        validate: requiredText(PRODUK_MESSAGES.required, {
          length: SUB_JUDUL_MAX,
          message: PRODUK_MESSAGES.subJudulMax,
        }),
      },
      ...richBodyFields('deskripsi', PRODUK_MESSAGES.required),
      {
        name: 'keunggulan',
        type: 'array',
        labels: { singular: 'Keunggulan', plural: 'Keunggulan' },
        validate: (rows) => {
          const list = (rows ?? []) as Keunggulan[]
          if (list.length > MAX_KEUNGGULAN) return PRODUK_MESSAGES.keunggulanMax
          if (!list.every(isKeunggulanComplete)) return PRODUK_MESSAGES.keunggulanIncomplete
          return true
        },
        fields: [
          {
            name: 'icon',
            type: 'select',
            required: true,
            options: [...IKON_KEUNGGULAN],
            validate: (value: string | null | undefined) =>
              !value
                ? PRODUK_MESSAGES.keunggulanIncomplete
                : IKON_KEUNGGULAN.includes(value as never) || PRODUK_MESSAGES.ikon,
          },
          {
            name: 'label',
            type: 'text',
            required: true,
            maxLength: LABEL_MAX,
            validate: requiredText(PRODUK_MESSAGES.keunggulanIncomplete, {
              length: LABEL_MAX,
              message: PRODUK_MESSAGES.labelMax,
            }),
          },
        ],
      },
      ringkasanField,
      seoField,
    ],
  },
  upload: { ...PRODUK_THUMBNAIL, requiredOnCreate: false },
  toDto: (doc) => ({
    _id: String(doc.id),
    slug: doc.slug ?? String(doc.id),
    judul: doc.judul,
    subJudul: doc.subJudul,
    deskripsi: doc.deskripsi,
    deskripsiRich: storedRich(doc.deskripsiRich, doc.deskripsi),
    gambar: doc.url ?? null,
    gambarSet: toImageSet(doc),
    keunggulan: (doc.keunggulan ?? []).map((k) => ({
      icon: ikonUrl(k.icon),
      ikon: k.icon,
      label: k.label,
    })),
    ringkasan: ringkasanDto(doc.ringkasan),
    seo: seoDto(doc.seo),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }),
  messages: { notFound: PRODUK_MESSAGES.notFound, deleted: 'Produk berhasil dihapus!' },
  readBy: 'id',
  list: {
    order: sql`"created_at" DESC, "id" DESC`,
    sorts: {
      ...createdSorts,
      // SPEC's product "size" follows the number of advantages, none counting as one
      // (produk.rules.ts fakeProdukSizeKb).
      ukuran: (dir) =>
        sql`(SELECT CASE WHEN count(*) = 0 THEN 1 ELSE count(*) END FROM "produk_keunggulan" k WHERE k."_parent_id" = "produk"."id") ${dir}, "created_at" DESC, "id" DESC`,
    },
  },
  public: {
    title: 'Produk dan Layanan',
    description:
      'Tabungan, deposito, dan pembiayaan syariah untuk keluarga dan UMKM: murabahah, mudharabah, musyarakah, gadai emas, umroh, dan lainnya.',
    keywords: [
      'produk bank syariah',
      'tabungan syariah',
      'deposito mudharabah',
      'pembiayaan syariah',
    ],
    list: {
      path: '/produk-layanan',
      params: ['q', 'page'],
      sitemap: { priority: 0.9, changeFrequency: 'weekly' },
    },
    itemPrefix: '/produk/',
    // The product summary's printable page and its PDF (modules/produk/ringkasan-*).
    itemPages: ['ringkasan', 'ringkasan.pdf'],
    notFound: {
      message:
        'Produk atau layanan yang Anda cari tidak tersedia. Silakan lihat daftar produk dan layanan kami yang lain.',
      back: 'Lihat Produk dan Layanan',
    },
    sitemap: { changeFrequency: 'monthly', priority: 0.7 },
  },
  search: {
    label: 'Produk',
    doc: (doc) => ({
      ref: String(doc.id),
      title: doc.judul,
      body: joinText(doc.subJudul, doc.deskripsi, ...(doc.keunggulan ?? []).map((k) => k.label)),
      url: `/produk/${doc.slug ?? doc.id}`,
      date: doc.createdAt,
    }),
  },
  audit: 'Produk',
  admin: {
    ...produkAdmin,
    dashboard: {
      card: { title: 'Total Produk', linkText: 'Kelola produk dan layanan' },
      badge: { label: 'Produk', className: 'bg-brand-50 text-brand-800' },
      thumbnail: listThumbnail.produk,
      link: (dto) => ({ href: `/admin/produk/detail/${dto._id}`, external: false }),
    },
  },
  seed: async () => {
    const { ringkasanSeed } = await import('@/seed/data/produk-ringkasan')
    return (await import('@/seed/data/produk')).produkSeed.map(({ key, ...data }) => ({
      data: { ...data, ringkasan: ringkasanSeed[key] },
      file: `produk-${key}.jpg`,
    }))
  },
})
