import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest, Validate } from 'payload'

import {
  normalizeFrom,
  PATH_MAX,
  REDIRECT_CODES,
  REDIRECT_MESSAGES as MSG,
  REDIRECT_TARGET_TYPES,
} from '@/modules/redirects/redirects.rules'
import type { Pengalihan } from '@/payload-types'

import { defineContentType } from './definition'

/** The rule beyond the fields' own (modules/redirects/redirects.validate.ts), which reads the
 * route table and so the registry: payload.config.ts hands it in, so this file imports none of it. */
export type RedirectRule = (
  payload: Payload,
  input: Partial<Pick<Pengalihan, 'ke' | 'rekaman'>> & { id?: number | string; dari: unknown },
  req?: PayloadRequest,
) => Promise<true | string>

const checkFrom: Validate<string> = (value, { req, id, siblingData }) =>
  (req.payload.config.custom.validateRedirect as RedirectRule)(
    req.payload,
    { ...(siblingData as Partial<Pengalihan>), id, dari: value },
    req,
  )

type RedirectDto = ReturnType<typeof toDto>

/**
 * Redirects from old addresses (a WordPress site's `/?p=123`, `/2024/05/judul/`, a record's slug
 * before it changed). Answered by the server entry before any page renders, from a table in
 * memory (modules/redirects/redirect-table.ts); never public as records. Its screens are its own
 * (/admin/pengalihan): a short form and a table, no file.
 */
export const pengalihan = defineContentType<Pengalihan, RedirectDto>({
  slug: 'pengalihan',
  labels: { singular: 'Pengalihan', plural: 'Pengalihan' },
  collection: {
    typescript: { interface: 'Pengalihan' },
    admin: { useAsTitle: 'dari', defaultColumns: ['dari', 'ke', 'rekaman', 'kode'] },
    defaultSort: 'dari',
    fields: [
      {
        name: 'dari',
        label: 'Alamat lama',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        maxLength: PATH_MAX + 2,
        hooks: {
          beforeValidate: [
            ({ value }) => (typeof value === 'string' ? normalizeFrom(value) : value),
          ],
        },
        validate: checkFrom,
      },
      { name: 'ke', label: 'Alamat baru', type: 'text', maxLength: PATH_MAX + 1 },
      {
        name: 'rekaman',
        label: 'Atau ke rekaman',
        type: 'relationship',
        relationTo: [...REDIRECT_TARGET_TYPES],
      },
      {
        name: 'kode',
        label: 'Jenis',
        type: 'select',
        required: true,
        defaultValue: '301',
        options: [
          { value: '301', label: '301 (permanen)' },
          { value: '302', label: '302 (sementara)' },
        ] satisfies { value: (typeof REDIRECT_CODES)[number]; label: string }[],
      },
      {
        name: 'sumber',
        type: 'select',
        required: true,
        defaultValue: 'manual',
        options: ['manual', 'slug', 'impor'],
        admin: { readOnly: true },
      },
    ],
    timestamps: true,
  },
  toDto,
  messages: { notFound: MSG.tidakDitemukan, deleted: 'Pengalihan berhasil dihapus.' },
  readBy: 'id',
  list: { order: sql`"dari" ASC, "id" ASC`, sorts: {}, titleColumn: 'dari' },
  audit: 'Pengalihan',
  admin: {
    menu: { label: 'Pengalihan', icon: 'redirect' },
    path: '/admin/pengalihan',
    ownScreens: true,
  },
})

function toDto(doc: Pengalihan) {
  const target = doc.rekaman
  return {
    _id: String(doc.id),
    judul: doc.dari,
    dari: doc.dari,
    ke: doc.ke ?? null,
    rekaman: target
      ? {
          jenis: target.relationTo,
          id: String(typeof target.value === 'object' ? target.value.id : target.value),
        }
      : null,
    kode: doc.kode,
    sumber: doc.sumber,
    createdAt: doc.createdAt,
  }
}
