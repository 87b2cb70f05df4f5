'use client'

import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'

import { formatFileSize, formatKilobytes } from '@/lib/format'
import { JenisBadge, KategoriBadge } from '@/modules/admin/components/badges'
import { titleOptions } from '@/modules/admin/components/record-columns'
import { ThumbnailCell } from '@/modules/admin/components/thumbnail-cell'
import { listThumbnail } from '@/modules/admin/lib/list-thumbnail'
import { laporanInputSchema } from '@/modules/laporan/laporan.schema'
import type { LaporanDto } from '@/modules/laporan/laporan.types'
import { newsInputSchema } from '@/modules/news/news.schema'
import type { NewsDto } from '@/modules/news/news.types'
import {
  type KeunggulanControl,
  KeunggulanFields,
  type KeunggulanRegister,
} from '@/modules/produk/admin/keunggulan-fields'
import {
  type RingkasanFormValue,
  RingkasanFields,
  ringkasanFormValue,
  withFormSimulasi,
} from '@/modules/produk/admin/ringkasan-fields'
import { fakeProdukSizeKb } from '@/modules/produk/produk.rules'
import { produkInputSchema } from '@/modules/produk/produk.schema'
import { ringkasanSchema } from '@/modules/produk/ringkasan.schema'
import type { ProdukDto } from '@/modules/produk/produk.types'

import type { RecordRow } from './record-row'

/*
 * The parts a type's definition names for its admin screens (content-types/<type>.admin.ts):
 * table columns and form fields of its own, the form's schema when it is the type's API schema
 * rather than one built from the field list, and the file a record has now.
 */

// Each column reads its own type's DTO from the row.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const column = createColumnHelper<any>()
const nowrap = (text: ReactNode) => <span className="whitespace-nowrap">{text}</span>

/** Columns by the name a definition's `{ kind: 'custom', name }` gives. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const customColumns: Record<string, ColumnDef<RecordRow, any>> = {
  kategori: column.accessor('kategori', {
    header: 'Kategori',
    enableSorting: false,
    cell: ({ getValue }) => <KategoriBadge kategori={getValue()} />,
  }),
  newsUkuran: column.accessor((n: NewsDto) => n.thumbnail.size, {
    id: 'ukuran',
    header: 'Ukuran File',
    sortDescFirst: false,
    cell: ({ getValue }) => nowrap(formatKilobytes(getValue())),
  }),
  produkUkuran: column.accessor((p: ProdukDto) => fakeProdukSizeKb(p.keunggulan.length), {
    id: 'ukuran',
    header: 'Ukuran File',
    sortDescFirst: false,
    cell: ({ getValue }) => nowrap(`${getValue()} KB`),
  }),
  // The PDF's first page beside the title, which opens the PDF.
  laporanJudul: column.accessor('judul', {
    header: 'Judul Laporan',
    ...titleOptions,
    cell: ({ row: { original: l } }: { row: { original: LaporanDto } }) => (
      <div className="flex items-center gap-3">
        <ThumbnailCell src={listThumbnail.laporan(l)} position="top" />
        {l.fileUrl ? (
          <a
            href={l.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            {l.judul}
            <span className="sr-only"> (PDF, tab baru)</span>
          </a>
        ) : (
          <span className="font-semibold">{l.judul}</span>
        )}
      </div>
    ),
  }),
  jenis: column.accessor('jenis', {
    header: 'Jenis Laporan',
    enableSorting: false,
    cell: ({ getValue }) => <JenisBadge jenis={getValue()} />,
  }),
  laporanUkuran: column.accessor('ukuran', {
    header: 'Ukuran File',
    sortDescFirst: false,
    cell: ({ getValue }) => nowrap(formatFileSize(getValue())),
  }),
  halaman: column.accessor((l: LaporanDto) => l.halaman ?? 0, {
    id: 'halaman',
    header: 'Halaman',
    enableSorting: false,
    cell: ({ row }) => nowrap(row.original.halaman ?? '-'),
  }),
} as never

/** What a custom form field gets: the form, the messages shown above it, and a row-added hook. */
export type CustomFieldProps = {
  // The field touches only its own value, whatever the rest of the form holds.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<any, any, any>
  shownAbove: string[]
  /** Told the index of a freshly added (still empty) row of a list field. */
  onAppend: (index: number) => void
}

/** Form fields by name: the component and the value a record gives it. */
export const customFields: Record<
  string,
  { Field: (props: CustomFieldProps) => ReactNode; initial: (record?: RecordRow) => unknown }
> = {
  keunggulan: {
    Field: ({ form, shownAbove, onAppend }) => (
      <div className="border-t border-line pt-5">
        <KeunggulanFields
          control={form.control as KeunggulanControl}
          register={form.register as KeunggulanRegister}
          shownAbove={shownAbove}
          onAppend={onAppend}
        />
      </div>
    ),
    initial: (record) =>
      ((record as ProdukDto | undefined)?.keunggulan ?? []).map((k) => ({
        icon: k.ikon,
        label: k.label,
      })),
  },
  ringkasan: {
    Field: ({ form }) => (
      <div className="border-t border-line pt-5">
        <RingkasanFields form={form} />
      </div>
    ),
    initial: (record) => ringkasanFormValue((record as ProdukDto | undefined)?.ringkasan),
  },
}

// Rows start with no icon chosen, so the form holds plain strings and the shared schema judges them.
const keunggulanRows = z
  .array(z.object({ icon: z.string().nullable(), label: z.string() }))
  .transform((rows, ctx) => {
    const result = produkInputSchema.shape.keunggulan.safeParse(rows)
    if (result.success) return result.data
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
    return z.NEVER
  })

// A summary left without a jenis is not sent (the stored one stays); else the API's schema judges it.
const ringkasanForm = z.unknown().transform((value, ctx) => {
  if (!value || typeof value !== 'object' || !(value as { jenis?: string }).jenis) return undefined
  const result = ringkasanSchema.safeParse(withFormSimulasi(value as RingkasanFormValue))
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
  }
  return z.NEVER
})

/** The forms checked by the type's own API schema (the same rules as its server). */
export const formSchemas: Record<string, z.ZodObject> = {
  laporan: laporanInputSchema,
  news: newsInputSchema,
  produk: produkInputSchema.extend({ keunggulan: keunggulanRows, ringkasan: ringkasanForm }),
}
