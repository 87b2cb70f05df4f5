import { z } from 'zod'

import { type DayEdge, isIsoDate, wibInstant, wibInstantPattern } from '@/lib/iso-date'
import { bodyText, richBody, richName } from '@/modules/richtext/richtext.schema'
import { seoInputSchema } from '@/modules/seo/seo.rules'

/*
 * The fields of a registry-served type's form, as data: the generic admin form renders them,
 * and the same list builds the zod schema the server parses the API's input with, so each rule
 * and its message is written once. Client-safe: zod and constants only.
 */

type Common = {
  name: string
  label: string
  hint?: string
  /** The message when it is empty; an optional field has none. */
  required?: string
  placeholder?: string
  /** Marks the label '(opsional)'. */
  optional?: boolean
  /** Text areas' height in lines. */
  rows?: number
  /** Sits in a two-column row with the half fields beside it. */
  half?: boolean
  /** Read with the hint of that field, shown once above it (news's two body parts). */
  sharesHintOf?: string
  /** Indexed in the database (a list's order or filter). */
  index?: boolean
}

export type FormFieldSpec =
  | (Common & { kind: 'text' | 'textarea'; max?: { length: number; message: string } })
  /**
   * A date and time in WIB ('2026-12-01T08:00' from the form, or ISO 8601 with an offset); with
   * `day`, a bare date ('2026-12-01') too, standing for the start or the end of that day in WIB.
   */
  | (Common & { kind: 'datetime'; invalid: string; day?: DayEdge })
  /** A calendar date ('2026-12-01'). */
  | (Common & { kind: 'date'; invalid: string })
  /** One of fixed values; `empty` the first, empty choice's text, `initial` a new record's value. */
  | (Common & { kind: 'select'; options: readonly string[]; empty?: string; initial?: string })
  /** A whole number from 0 to 100 (a focal point's x or y), `initial` when not sent. */
  | (Common & { kind: 'percent'; invalid: string; initial: number })
  /** Records of another type, chosen by id. */
  | (Common & { kind: 'relations'; to: string })
  /**
   * A rich body (modules/richtext): SPEC's plain text under `name` and its Lexical JSON under
   * `<name>Rich`, edited in one editor; `max` is the body's size limit, the same for every body.
   */
  | (Common & { kind: 'richtext' })
  /** The record's own title, description and share image for search engines (modules/seo). */
  | (Common & { kind: 'seo'; fallback: string; path: string })
  /** A field of the type's own component (modules/content/admin/custom-parts.tsx). */
  | (Common & { kind: 'custom' })

/** The file of the record, judged by the upload rule of the type. */
export type FileFieldSpec = {
  name: string
  label: string
  hint: string
  /** The file types offered; the upload rule's unless said. */
  accept?: string
  /** Previews the chosen or current image. */
  image?: boolean
  /** The problems of a refused file also announced as an alert. */
  announce?: ('fileType' | 'fileSize')[]
  /** Said under the field when the record has a file. */
  currentText?: string
  /** Whether an edit must upload the file again (SPEC 5: reports). */
  requiredOnEdit?: boolean
}

/** The form's value of an instant: its WIB date and time ('2026-12-01T08:00'). */
export function wibLocalValue(iso: string | null | undefined): string {
  if (!iso) return ''
  const shifted = new Date(Date.parse(iso) + 7 * 3_600_000)
  return shifted.toISOString().slice(0, 16)
}

const DAY_MEANS: Record<DayEdge, string> = {
  start: 'its start, 00:00 WIB',
  end: 'its end, 23:59:59.999 WIB',
}

/** How the OpenAPI document describes an instant field's text (the rule is wibInstant's). */
const instantDoc = (day?: DayEdge) => ({
  pattern: wibInstantPattern(day),
  description: `${day ? `A date (YYYY-MM-DD: ${DAY_MEANS[day]}), a` : 'A'} WIB date and time (YYYY-MM-DDTHH:mm, seconds optional) or ISO 8601 with an offset (Z or ±HH:mm)`,
  examples: [
    ...(day ? [day === 'start' ? '2026-12-01' : '2026-12-31'] : []),
    '2026-12-01T08:00',
    '2026-12-01T08:00:00+07:00',
  ],
})

function fieldSchema(field: FormFieldSpec): z.ZodType {
  const text = z.string({ error: field.required ?? 'Nilai tidak valid.' }).trim()
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const checked = field.max ? text.max(field.max.length, field.max.message) : text
      return field.required ? checked.min(1, field.required) : checked.optional().default('')
    }
    case 'datetime':
      return text
        .min(1, field.required ?? field.invalid)
        .meta(instantDoc(field.day))
        .transform((value, ctx) => {
          const instant = wibInstant(value, field.day)
          if (!instant) ctx.addIssue({ code: 'custom', message: field.invalid })
          return instant ?? ''
        })
    case 'date':
      return text.min(1, field.required ?? field.invalid).refine(isIsoDate, field.invalid)
    case 'select':
      return z.enum(field.options as [string, ...string[]], { error: field.required })
    case 'seo':
      return seoInputSchema
    case 'custom':
    case 'richtext':
      return z.unknown()
    case 'percent':
      return z.preprocess(
        (value) => (value === undefined || value === '' ? field.initial : value),
        z.coerce
          .number({ error: field.invalid })
          .int(field.invalid)
          .min(0, field.invalid)
          .max(100, field.invalid),
      )
    case 'relations':
      // A JSON array of ids from the form; none chosen is an empty list.
      return z.preprocess(
        (value) => {
          if (value === undefined || value === '') return []
          if (typeof value !== 'string') return value
          try {
            return JSON.parse(value)
          } catch {
            return null
          }
        },
        z.array(z.coerce.number().int().positive(), { error: 'Pilihan tidak valid.' }).max(50),
      )
  }
}

/** The zod object of a form's fields; a rich body's JSON is checked before its text. */
export const schemaFromFields = (fields: readonly FormFieldSpec[]) =>
  z.object(
    Object.fromEntries(
      fields.flatMap((field) =>
        field.kind === 'richtext'
          ? [
              [richName(field.name), richBody],
              [field.name, bodyText(field.required ?? 'Isi wajib diisi.')],
            ]
          : [[field.name, fieldSchema(field)]],
      ),
    ),
  )
