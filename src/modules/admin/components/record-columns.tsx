import { createColumnHelper } from '@tanstack/react-table'
import Link from 'next/link'

import { excerpt, formatTanggal } from '@/lib/format'
import type { PublicationStatus } from '@/content-types/publication'

import { PendingDraftBadge, StatusBadge } from './badges'
import { RowActions } from './row-actions'
import { ThumbnailCell } from './thumbnail-cell'

/*
 * The columns the admin lists share, so a title, a date or the action menu looks and sorts the
 * same on every screen. The column ids are the `sort` values the API knows.
 */

type Row = { _id: string; judul: string }

/** The row's image, small; decorative. */
const thumbnail = <T,>(src: (row: T) => string) =>
  createColumnHelper<T>().display({
    id: 'thumbnail',
    header: 'Thumbnail',
    cell: ({ row }) => <ThumbnailCell src={src(row.original)} />,
  })

/** The title, A to Z on the first click. */
export const titleOptions = { sortingFn: 'alphanumeric', sortDescFirst: false } as const

/** The title as the link to the record's detail screen. */
const titleLink = <T extends Row>(header: string, href: (row: T) => string) =>
  createColumnHelper<T>().accessor((row) => row.judul, {
    id: 'judul',
    header,
    ...titleOptions,
    meta: { className: 'min-w-48' },
    cell: ({ row }) => (
      <Link href={href(row.original)} className="font-semibold text-brand-700 hover:underline">
        {row.original.judul}
      </Link>
    ),
  })

/** The start of a long text, unsortable. */
const excerptOf = <T,>(id: string, header: string, text: (row: T) => string) =>
  createColumnHelper<T>().accessor(text, {
    id,
    header,
    enableSorting: false,
    meta: { className: 'text-xs' },
    cell: ({ getValue }) => <span className="text-muted">{excerpt(getValue())}</span>,
  })

/** A date (ISO text), sorted as a date. */
const date = <T,>(
  id: string,
  isoDate: (row: T) => string,
  sortDescFirst: boolean,
  header = 'Dibuat Pada',
) =>
  createColumnHelper<T>().accessor((row: T) => Date.parse(isoDate(row)), {
    id,
    header,
    sortDescFirst,
    cell: ({ row }) => (
      <time dateTime={isoDate(row.original)} className="whitespace-nowrap">
        {formatTanggal(isoDate(row.original))}
      </time>
    ),
  })

/**
 * A record's publication state (content-types/publication.ts), and whether a draft waits over
 * its published content; unsortable.
 */
const status = <T extends Row & { status?: PublicationStatus; adaDraf?: boolean }>() =>
  createColumnHelper<T>().display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.status ? (
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={row.original.status} />
          {row.original.adaDraf ? <PendingDraftBadge /> : null}
        </span>
      ) : null,
  })

/** The row's menu: Detail (when the list has a detail screen), Edit and Hapus. */
const actions = <T extends Row>(
  remove: (id: string) => Promise<void>,
  links: (row: T) => { detailHref?: string; editHref: string },
) =>
  createColumnHelper<T>().display({
    id: 'aksi',
    header: 'Aksi',
    cell: ({ row }) => (
      <RowActions
        label={row.original.judul}
        {...links(row.original)}
        onDelete={() => remove(row.original._id)}
      />
    ),
  })

/** Read as `recordColumn.date(…)` beside a table's own TanStack `column.accessor(…)`. */
export const recordColumn = { thumbnail, titleLink, excerpt: excerptOf, date, status, actions }
