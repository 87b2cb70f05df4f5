import { sql } from 'drizzle-orm'
import { z } from 'zod'

import { webpSizes } from '@/collections/image-sizes'
import { toImageSet } from '@/lib/image-set'
import { MEDIA_MESSAGES as MSG, MEDIA_RULES } from '@/modules/media/media.rules'
import type { Media } from '@/payload-types'

import { defineContentType } from './definition'
import type { FormFieldSpec } from './form-fields'
import { payloadFields } from './payload-fields'

const { ALT_MAX, KETERANGAN_MAX } = MEDIA_RULES

const fields: FormFieldSpec[] = [
  {
    kind: 'text',
    name: 'alt',
    label: 'Teks alternatif',
    required: MSG.altRequired,
    hint: 'Gambarkan isi gambar bagi pembaca layar; jangan diawali "gambar dari".',
    max: { length: ALT_MAX, message: MSG.altTooLong },
  },
  {
    kind: 'textarea',
    name: 'keterangan',
    label: 'Keterangan',
    optional: true,
    max: { length: KETERANGAN_MAX, message: MSG.keteranganTooLong },
  },
  {
    kind: 'percent',
    name: 'focalX',
    label: 'Titik fokus, % dari kiri',
    invalid: MSG.fokus,
    initial: 50,
    half: true,
  },
  {
    kind: 'percent',
    name: 'focalY',
    label: 'Titik fokus, % dari atas',
    invalid: MSG.fokus,
    initial: 50,
    half: true,
  },
]

const file = {
  name: 'gambar',
  label: 'Gambar',
  hint: 'Format PNG, JPEG, atau WebP, maksimal 2 MB.',
}

/**
 * The media library: images with their alt text, caption and focal point, which other records
 * point at (a rich body's image). Never public as pages of its own; its files are, since the
 * pages that use an image show it. Its renditions are cropped around the focal point.
 */
export const media = defineContentType<Media, ReturnType<typeof toDto>>({
  slug: 'media',
  labels: { singular: 'Media', plural: 'Pustaka Media' },
  collection: {
    admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'createdAt'] },
    defaultSort: '-createdAt',
    upload: { imageSizes: webpSizes, focalPoint: true },
    // Payload adds focalX and focalY (upload.focalPoint); these judge them with our message.
    fields: payloadFields(fields),
  },
  upload: {
    mimeTypes: [...MEDIA_RULES.file.mimeTypes],
    maxBytes: MEDIA_RULES.file.maxBytes,
    requiredOnCreate: true,
    messages: MSG,
  },
  filesPublic: true,
  toDto,
  messages: { notFound: 'Media tidak ditemukan.', deleted: 'Media berhasil dihapus!' },
  readBy: 'id',
  form: {
    fields,
    file,
    answerExtras: {
      judul: z.string().meta({ description: 'The alt text, as the admin table titles a record' }),
      fokus: z.string().meta({ description: 'The focal point in words' }),
      filename: z.string(),
      filesize: z.number().int().meta({ description: 'Bytes of the original' }),
    },
  },
  list: {
    order: sql`"created_at" DESC, "id" DESC`,
    sorts: {
      dibuat: (dir) => sql`"created_at" ${dir}, "id" ${dir}`,
      judul: (dir) => sql`lower("alt") ${dir}, "created_at" DESC, "id" DESC`,
    },
    titleColumn: 'alt',
  },
  audit: 'Media',
  admin: {
    menu: { label: 'Pustaka Media', icon: 'media' },
    path: '/admin/media',
    key: '_id',
    table: {
      columns: [
        { kind: 'thumbnail' },
        { kind: 'title', header: 'Teks alternatif' },
        { kind: 'excerpt', field: 'keterangan', header: 'Keterangan' },
        { kind: 'date', field: 'createdAt', header: 'Diunggah', id: 'dibuat', descFirst: true },
      ],
      defaultSort: { id: 'dibuat', desc: true },
      afterDelete: 'drop',
    },
    form: {
      file: { ...file, image: true },
      width: 'narrow',
      focalPoint: { x: 'focalX', y: 'focalY' },
    },
    detail: {
      heading: 'screen',
      imageAlt: 'Gambar',
      facts: [
        { label: 'Teks alternatif', path: 'alt', format: 'text' },
        { label: 'Berkas', path: 'filename', format: 'code' },
        { label: 'Ukuran', path: 'filesize', format: 'kilobytes' },
        { label: 'Titik fokus', path: 'fokus', format: 'text' },
        { label: 'Diunggah', path: 'createdAt', format: 'datetime' },
      ],
      sections: [{ path: 'keterangan', heading: 'Keterangan', format: 'paragraphs' }],
    },
    texts: {
      description:
        'Gambar yang dapat dipakai ulang di halaman situs, masing-masing dengan teks alternatifnya.',
      addTitle: 'Unggah Media',
      editTitle: 'Edit Media',
      detailTitle: 'Detail Media',
      addWhat: 'Media',
      searchPlaceholder: 'Cari teks alternatif...',
      confirmDelete: 'Yakin ingin menghapus media ini?',
      save: 'Simpan Media',
      added: 'Media berhasil ditambahkan!',
      addFailed: 'Terjadi kesalahan saat menambahkan media.',
      updated: 'Media berhasil diperbarui!',
      updateFailed: 'Terjadi kesalahan saat memperbarui media.',
      deleted: 'Media berhasil dihapus!',
      deleteFailed: 'Terjadi kesalahan saat menghapus media.',
      empty: 'Belum ada media',
    },
  },
})

function toDto(doc: Media) {
  const focalX = doc.focalX ?? 50
  const focalY = doc.focalY ?? 50
  return {
    _id: String(doc.id),
    // The generic screens name a record by its title: an image's is its alt text.
    judul: doc.alt,
    alt: doc.alt,
    keterangan: doc.keterangan ?? '',
    focalX,
    focalY,
    fokus: `${focalX}% dari kiri, ${focalY}% dari atas`,
    filename: doc.filename ?? '',
    filesize: doc.filesize ?? 0,
    gambar: toImageSet(doc),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

export type MediaDto = ReturnType<typeof toDto>
