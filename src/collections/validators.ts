import type { FieldHook, Validate } from 'payload'

import { type DayEdge, isIsoDate, wibInstant } from '@/lib/iso-date'

/** Payload's own required check speaks English; these answer with the spec's Indonesian text. */
export const requiredText =
  (message: string, max?: { length: number; message: string }): Validate<string> =>
  (value) => {
    if (typeof value !== 'string' || !value.trim()) return message
    return max && value.length > max.length ? max.message : true
  }

export const requiredDate =
  (requiredMessage: string, invalidMessage: string): Validate<string | Date> =>
  (value) => {
    if (!value) return requiredMessage
    const text = value instanceof Date ? value.toISOString() : value
    return isIsoDate(text) ? true : invalidMessage
  }

/** An instant as the API reads it (lib/iso-date's wibInstant), with `day` a bare date too. */
export const requiredInstant =
  (requiredMessage: string, invalidMessage: string, day?: DayEdge): Validate<string | Date> =>
  (value) => {
    if (!value) return requiredMessage
    const text = value instanceof Date ? value.toISOString() : value
    return wibInstant(text, day) ? true : invalidMessage
  }

/**
 * Stores the instant that text means, as the API does: a Local API or /cms write of
 * '2026-12-01' or '2026-12-01T08:00' is read in WIB, not in the server's zone or as UTC.
 * What does not parse is left for the field's validate to refuse.
 */
export const toWibInstant =
  (day?: DayEdge): FieldHook =>
  ({ value }) =>
    typeof value === 'string' ? (wibInstant(value, day) ?? value) : value

export const oneOf =
  (options: readonly string[], requiredMessage: string, invalidMessage: string): Validate<string> =>
  (value) => {
    if (!value) return requiredMessage
    return options.includes(value) ? true : invalidMessage
  }
