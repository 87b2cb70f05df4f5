import type { Access, Field } from 'payload'

import type { ContentTypeSlug } from '@/content-types'
import { PUBLICATION_MESSAGES, SCHEDULE } from '@/content-types/publication'
import { publicWhere } from '@/modules/content/visibility'

/*
 * What every public type's collection gains for drafts and scheduling (issue 29), from the
 * registry rather than from each type: the schedule's two fields and read access that shows a visitor only what visibility.ts allows.
 */

const WIB = {
  date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'd MMM yyyy, HH:mm' },
}

/** 'Terbitkan pada' and 'Tarik pada': optional instants, the second after the first. */
export const scheduleFields: Field[] = [
  {
    name: SCHEDULE.start,
    label: 'Terbitkan pada',
    type: 'date',
    index: true,
    admin: { ...WIB, position: 'sidebar', description: 'Kosong: terbit saat disimpan.' },
  },
  {
    name: SCHEDULE.end,
    label: 'Tarik pada',
    type: 'date',
    index: true,
    admin: { ...WIB, position: 'sidebar', description: 'Kosong: tidak ditarik.' },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      const start = siblingData[SCHEDULE.start]
      if (!value || !start) return true
      return Date.parse(String(value)) > Date.parse(String(start)) || PUBLICATION_MESSAGES.urutan
    },
  },
]

/** A visitor reads only what is public now (/cms-api, the Local API as a visitor); an administrator, everything. */
export const readPublished =
  (type: ContentTypeSlug): Access =>
  ({ req }) =>
    req.user ? true : publicWhere(type, new Date())
