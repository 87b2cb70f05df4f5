import { sql } from 'drizzle-orm'

import { oneOf, requiredDate } from '@/collections/validators'
import { webpSizes } from '@/collections/image-sizes'
import { toImageSet } from '@/lib/image-set'
import { joinText } from '@/lib/join-text'
import { listThumbnail } from '@/modules/admin/lib/list-thumbnail'
import {
  JUDUL_MAX,
  KATEGORI_NEWS,
  KUTIPAN_MAX,
  NEWS_MESSAGES,
  NEWS_THUMBNAIL,
} from '@/modules/news/news.rules'
import type { NewsDto } from '@/modules/news/news.types'
import { storedRich } from '@/modules/richtext/richtext.convert'
import { richBodyFields } from '@/modules/richtext/richtext.fields'

import type { News } from '@/payload-types'

import { seoDto, seoField } from '@/modules/seo/seo-fields'

import { defineContentType } from './definition'
import { newsAdmin } from './news.admin'
import { judulField, slugField } from './fields'

/** SPEC's news: a thumbnail, a category, a quote, two body parts and the date it carries. */
export const news = defineContentType<News, NewsDto>({
  slug: 'news',
  labels: { singular: 'News', plural: 'News' },
  collection: {
    admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'kategori', 'dibuatPada'] },
    defaultSort: '-dibuatPada',
    // The orders /news and its category filter read a page in (list.order below).
    indexes: [
      { fields: ['dibuatPada', 'createdAt'] },
      { fields: ['kategori', 'dibuatPada', 'createdAt'] },
    ],
    upload: { imageSizes: webpSizes },
    fields: [
      judulField(JUDUL_MAX, NEWS_MESSAGES),
      slugField,
      {
        name: 'kategori',
        type: 'select',
        required: true,
        options: [...KATEGORI_NEWS],
        validate: oneOf(KATEGORI_NEWS, NEWS_MESSAGES.required, NEWS_MESSAGES.kategori),
      },
      {
        name: 'kutipan',
        type: 'textarea',
        maxLength: KUTIPAN_MAX,
        validate: (value: string | null | undefined) =>
          (value ?? '').length <= KUTIPAN_MAX || NEWS_MESSAGES.kutipanMax,
      },
      ...richBodyFields('isisatu', NEWS_MESSAGES.required),
      ...richBodyFields('isidua', NEWS_MESSAGES.required),
      {
        name: 'dibuatPada',
        type: 'date',
        required: true,
        index: true,
        admin: { date: { pickerAppearance: 'dayOnly' } },
        validate: requiredDate(NEWS_MESSAGES.required, NEWS_MESSAGES.tanggal),
      },
      seoField,
    ],
  },
  upload: { ...NEWS_THUMBNAIL, requiredOnCreate: true },
  toDto: (doc) => ({
    _id: String(doc.id),
    slug: doc.slug ?? String(doc.id),
    judul: doc.judul,
    kategori: doc.kategori,
    kutipan: doc.kutipan ?? '',
    isisatu: doc.isisatu,
    isidua: doc.isidua,
    isisatuRich: storedRich(doc.isisatuRich, doc.isisatu),
    isiduaRich: storedRich(doc.isiduaRich, doc.isidua),
    thumbnail: { secure_url: doc.url ?? null, size: doc.filesize ?? 0 },
    gambar: toImageSet(doc),
    dibuatPada: doc.dibuatPada,
    seo: seoDto(doc.seo),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }),
  messages: { notFound: NEWS_MESSAGES.notFound, deleted: 'Berita berhasil dihapus!' },
  readBy: 'slug',
  list: {
    // Newest dibuatPada first, then newest created: the order of /news, the feed and the API.
    order: sql`"dibuat_pada" DESC, "created_at" DESC, "id" DESC`,
    // The back-office table's orders by column id; ties keep the list's own order.
    sorts: {
      dibuatPada: (dir) => sql`"dibuat_pada" ${dir}, "created_at" DESC, "id" DESC`,
      judul: (dir) => sql`lower("judul") ${dir}, "dibuat_pada" DESC, "created_at" DESC, "id" DESC`,
      ukuran: (dir) => sql`"filesize" ${dir}, "dibuat_pada" DESC, "created_at" DESC, "id" DESC`,
    },
    filters: {
      kategori: { values: KATEGORI_NEWS, message: NEWS_MESSAGES.kategori },
    },
  },
  public: {
    title: 'News',
    description:
      'Kabar terbaru, pengumuman, agenda perusahaan, dan edukasi keuangan syariah: tabungan, investasi, emas, zakat dan wakaf, haji, dan umroh.',
    keywords: ['berita bank syariah', 'pengumuman', 'edukasi keuangan syariah'],
    list: {
      path: '/news',
      params: ['q', 'kategori', 'page'],
      sitemap: { priority: 0.8, changeFrequency: 'daily' },
    },
    itemPrefix: '/news/',
    notFound: {
      message:
        'Berita yang Anda cari tidak tersedia atau sudah tidak ditayangkan. Silakan baca kabar terbaru kami yang lain.',
      back: 'Lihat Semua News',
    },
    sitemap: { changeFrequency: 'yearly', priority: 0.6 },
  },
  search: {
    label: 'News',
    doc: (doc) => ({
      ref: String(doc.id),
      title: doc.judul,
      body: joinText(doc.kategori, doc.kutipan, doc.isisatu, doc.isidua),
      url: `/news/${doc.slug ?? doc.id}`,
      date: doc.dibuatPada,
    }),
  },
  audit: 'News',
  admin: {
    ...newsAdmin,
    dashboard: {
      card: { title: 'Total News', linkText: 'Kelola news' },
      badge: { label: 'News', className: 'bg-gold-100 text-gold-700' },
      thumbnail: listThumbnail.news,
      link: (dto) => ({ href: `/admin/news/detail/${dto.slug}`, external: false }),
    },
  },
  seed: async () =>
    (await import('@/seed/data/news')).newsSeed.map(({ image, ...data }) => ({
      data,
      file: image,
    })),
})
