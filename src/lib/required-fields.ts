import type { z } from 'zod'

/**
 * The fields a form's schema refuses when left empty (an empty control sends ''), beside the
 * values the form itself always sends (`given`, such as which of the forms it is). Its controls
 * are marked aria-required from this, so what a screen reader announces as required is what the
 * server refuses, rule for rule.
 */
export function requiredFields(
  schema: z.ZodObject,
  given: Record<string, unknown> = {},
): ReadonlySet<string> {
  const empty = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, '']))
  const result = schema.safeParse({ ...empty, ...given })
  if (result.success) return new Set()
  return new Set(result.error.issues.map((issue) => String(issue.path[0])))
}
