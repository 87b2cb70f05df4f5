import type { CollectionSlug, Field, Validate } from 'payload'

import { requiredDate, requiredInstant, requiredText, toWibInstant } from '@/collections/validators'
import { richBodyFields } from '@/modules/richtext/richtext.fields'

import type { FormFieldSpec } from './form-fields'

const withinMax =
  (max?: { length: number; message: string }): Validate<string> =>
  (value) =>
    !max || !value || value.length <= max.length ? true : max.message

// /cms's focal point editor may send a fraction; the crop rounds it (prepare-upload.ts).
const percentOf =
  (message: string): Validate<number> =>
  (value) =>
    value === null || value === undefined || (value >= 0 && value <= 100) || message

/**
 * The Payload field of a form field, so a type declares each field once and /cms and the Local
 * API judge it with the form's own limits and messages. A `custom` field is the type's own and
 * declares its Payload field beside.
 */
function payloadField(spec: FormFieldSpec): Field[] {
  const { name, label, required, index } = spec
  const base = { name, label, required: Boolean(required), ...(index && { index }) }
  switch (spec.kind) {
    case 'text':
    case 'textarea':
      return [
        {
          ...base,
          type: spec.kind,
          maxLength: spec.max?.length,
          validate: required ? requiredText(required, spec.max) : withinMax(spec.max),
        },
      ]
    case 'datetime':
      return [
        {
          ...base,
          type: 'date',
          validate: requiredInstant(required ?? spec.invalid, spec.invalid, spec.day),
          hooks: { beforeValidate: [toWibInstant(spec.day)] },
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ]
    case 'date':
      return [
        { ...base, type: 'date', validate: requiredDate(required ?? spec.invalid, spec.invalid) },
      ]
    case 'percent':
      return [{ name, type: 'number', validate: percentOf(spec.invalid), admin: { hidden: true } }]
    case 'relations':
      return [
        { name, label, type: 'relationship', relationTo: spec.to as CollectionSlug, hasMany: true },
      ]
    case 'richtext':
      return richBodyFields(name, required ?? '')
    // A choice's Payload field names its own messages (news's kategori, laporan's jenis); the
    // SEO group is modules/seo's.
    case 'select':
    case 'seo':
    case 'custom':
      return []
  }
}

export const payloadFields = (fields: readonly FormFieldSpec[]): Field[] =>
  fields.flatMap(payloadField)
