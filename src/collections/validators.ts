import type { Validate } from 'payload'

import { isIsoDate } from '@/lib/iso-date'

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

export const oneOf =
  (options: readonly string[], requiredMessage: string, invalidMessage: string): Validate<string> =>
  (value) => {
    if (!value) return requiredMessage
    return options.includes(value) ? true : invalidMessage
  }
