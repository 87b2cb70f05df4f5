import { sql } from 'drizzle-orm'

import { PATH_MAX } from '@/modules/redirects/redirects.rules'
import type { Log404 } from '@/payload-types'

import { defineContentType } from './definition'

/**
 * The addresses visitors asked for that the site does not have, counted (modules/redirects/
 * not-found-log.ts writes them in batches); its screen lists the most asked first with 'Buat
 * pengalihan'. No query string (but WordPress's `?p=`), no visitor, only the referring host: no
 * personal datum.
 */
export const log404 = defineContentType<Log404, ReturnType<typeof toDto>>({
  slug: 'log404',
  labels: { singular: 'Log 404', plural: 'Log 404' },
  collection: {
    typescript: { interface: 'Log404' },
    admin: { useAsTitle: 'alamat', defaultColumns: ['alamat', 'jumlah', 'terakhir'] },
    defaultSort: '-jumlah',
    fields: [
      { name: 'alamat', type: 'text', required: true, unique: true, maxLength: PATH_MAX },
      { name: 'jumlah', type: 'number', required: true, defaultValue: 1, min: 1, index: true },
      { name: 'pertama', type: 'date', required: true },
      { name: 'terakhir', type: 'date', required: true, index: true },
      { name: 'perujuk', type: 'text', maxLength: 255 },
    ],
    timestamps: false,
  },
  createdBy: 'site',
  toDto,
  messages: { notFound: 'Catatan 404 tidak ditemukan.', deleted: 'Catatan 404 dihapus.' },
  readBy: 'id',
  list: { order: sql`"jumlah" DESC, "terakhir" DESC, "id" DESC`, sorts: {}, titleColumn: 'alamat' },
  audit: 'Log 404',
  admin: {
    menu: { label: 'Log 404', icon: 'not-found' },
    path: '/admin/log404',
    ownScreens: true,
  },
})

function toDto(doc: Log404) {
  return {
    _id: String(doc.id),
    judul: doc.alamat,
    jumlah: doc.jumlah,
    pertama: doc.pertama,
    terakhir: doc.terakhir,
    perujuk: doc.perujuk ?? null,
    createdAt: doc.pertama,
  }
}
