import type { CollectionConfig } from 'payload'
import { z } from 'zod'

import { wibInstant } from '@/lib/iso-date'

import type { FormFieldSpec } from './form-fields'

/*
 * When a record of a public type is public (issue 29), beside what its own definition says (a
 * promo's period): it is published, not a draft, and inside its schedule, 'Terbitkan pada' to
 * 'Tarik pada', both optional. Every public type has these fields from the registry
 * (src/collections/content-collection.ts); modules/content/visibility.ts turns them into the one
 * rule every public read goes through. Client-safe: the admin forms and lists read it too.
 */

/** The fields of a record's schedule, as a window of its own (modules/content/window.ts). */
export const SCHEDULE = { start: 'terbitPada', end: 'tarikPada' } as const

type Index = NonNullable<CollectionConfig['indexes']>[number]

/** The published-only filter's columns as an index holds them: its equalities first. */
const PUBLICATION_INDEX_FIELDS = ['deletedAt', '_status', SCHEDULE.start, SCHEDULE.end]

/**
 * A public type's indexes: each of its own (its lists' orders) also holding the filter's
 * columns, and the filter's alone, so a visitor's count or page of 100,000 records reads an
 * index and never the rows (npm run bench:scale).
 */
export const publicIndexes = (indexes: Index[] = []): Index[] => [
  ...indexes.map((index) =>
    index.unique ? index : { ...index, fields: [...index.fields, ...PUBLICATION_INDEX_FIELDS] },
  ),
  { fields: PUBLICATION_INDEX_FIELDS },
]

export const PUBLICATION_MESSAGES = {
  terbit: 'Tanggal terbit tidak valid.',
  tarik: 'Tanggal tarik tidak valid.',
  urutan: 'Waktu tarik harus setelah waktu terbit.',
  draf: "Parameter draf harus 'true' atau 'false'.",
  status: "Parameter status harus 'draf', 'terjadwal', 'terbit' atau 'ditarik'.",
} as const

/** A record's state in the admin lists: its badge and the `status` filter's values. */
export const STATUSES = ['draf', 'terjadwal', 'terbit', 'ditarik'] as const
export type PublicationStatus = (typeof STATUSES)[number]

export const STATUS_LABELS: Record<PublicationStatus, string> = {
  draf: 'Draf',
  terjadwal: 'Terjadwal',
  terbit: 'Terbit',
  ditarik: 'Ditarik',
}

/** The schedule's fields in the admin form, under the type's own. */
export const SCHEDULE_FIELDS: FormFieldSpec[] = [
  {
    kind: 'datetime',
    name: SCHEDULE.start,
    label: 'Terbitkan pada (WIB)',
    optional: true,
    half: true,
    hint: 'Kosongkan untuk langsung terbit saat disimpan.',
    invalid: PUBLICATION_MESSAGES.terbit,
  },
  {
    kind: 'datetime',
    name: SCHEDULE.end,
    label: 'Tarik pada (WIB)',
    optional: true,
    half: true,
    hint: 'Kosongkan bila tidak perlu ditarik.',
    invalid: PUBLICATION_MESSAGES.tarik,
  },
]

/** An optional instant from a form: '' clears it, absent leaves it as it is. */
const optionalInstant = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      if (value === '') return null
      const instant = wibInstant(value)
      if (!instant) ctx.addIssue({ code: 'custom', message })
      return instant ?? null
    })

/**
 * How a write publishes, from the same multipart form as the record's fields (the API and the
 * admin forms): `draf=true` saves a draft, anything else publishes as SPEC's save always did.
 */
export const publicationShape = {
  draf: z
    .enum(['true', 'false'], { error: PUBLICATION_MESSAGES.draf })
    .optional()
    .transform((value) => value === 'true'),
  [SCHEDULE.start]: optionalInstant(PUBLICATION_MESSAGES.terbit),
  [SCHEDULE.end]: optionalInstant(PUBLICATION_MESSAGES.tarik),
}

export const publicationSchema = z.object(publicationShape).refine(
  (p) => {
    const [start, end] = [p[SCHEDULE.start], p[SCHEDULE.end]]
    return !start || !end || end > start
  },
  { message: PUBLICATION_MESSAGES.urutan, path: [SCHEDULE.end] },
)

export type Publication = z.output<typeof publicationSchema>

type Scheduled = { _status?: unknown } & Record<string, unknown>

/** A record's state at `now`, from its main row (a published record's pending draft aside). */
export function statusOf(doc: Scheduled, now: Date): PublicationStatus {
  if (doc._status === 'draft') return 'draf'
  const at = (field: string) => (doc[field] ? Date.parse(String(doc[field])) : null)
  const [start, end] = [at(SCHEDULE.start), at(SCHEDULE.end)]
  if (end !== null && end <= now.getTime()) return 'ditarik'
  if (start !== null && start > now.getTime()) return 'terjadwal'
  return 'terbit'
}
