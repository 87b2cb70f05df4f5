import type { z } from 'zod'

import { badRequest } from './errors'

/** Parses input with a form schema; the first rule broken becomes a 400 with its message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Data tidak valid.')
  return result.data
}
