import { z } from 'zod'

import { badRequest } from './errors'

/*
 * The query of a list (?page=&limit=&q=&sort=&dir=), read in one place. The API reads it strictly:
 * a bad value is a 400 with one of LIST_QUERY_MESSAGES. A page (public or back-office) reads it
 * leniently: an edited link shows the first page rather than an error.
 */

/** The messages of a bad list parameter, for every API list and the site search. */
export const LIST_QUERY_MESSAGES = {
  page: 'Parameter page harus bilangan bulat positif.',
  limit: (max: number) => `Parameter limit harus bilangan bulat antara 1 dan ${max}.`,
  q: (max: number) => `Parameter q maksimal ${max} karakter.`,
  sort: 'Parameter sort tidak dikenal.',
  dir: "Parameter dir harus 'asc' atau 'desc'.",
} as const

/** The records a content type's API page holds at most, and when `limit` is not given. */
export const API_PAGE_MAX = 100
export const API_PAGE_DEFAULT = 10
/** Longest title search a content type's API list accepts. */
export const API_QUERY_MAX = 200

/** A page number as a page reads it: anything that is not a positive integer means page 1. */
export const lenientPage = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).catch(1)

/** A page's text filter: trimmed, '' when absent. */
export const lenientText = z.string().trim().catch('')

/** A select filter of a list: one of `values`, or a 400 with `message`. */
export type ListFilter = { values: readonly string[]; message: string }

/** Absent and '' both mean "not given". */
const given = (value: unknown) => (value === '' ? undefined : value)

/** A whole number from 1 to `max`, as digits only (no sign, point or exponent). */
const count = (max: number, fallback: number, message: string) =>
  z.preprocess(
    given,
    z
      .string()
      .regex(/^\d{1,16}$/, message)
      .transform(Number)
      .pipe(z.number().min(1, message).max(max, message))
      .default(fallback),
  )

/** The page and page size of an API list: absent or '' means page 1 of `limit.default`. */
export const apiPaging = (limit: { default: number; max: number }) => ({
  page: count(Number.MAX_SAFE_INTEGER, 1, LIST_QUERY_MESSAGES.page),
  limit: count(limit.max, limit.default, LIST_QUERY_MESSAGES.limit(limit.max)),
})

/** The strict query of a content type's API list (SPEC's paging contract): its keys in the order
 * their errors are reported. */
export function contentListQuery(
  sorts: readonly string[],
  filters: Record<string, ListFilter> = {},
) {
  const choices = Object.fromEntries(
    Object.entries(filters).map(([name, { values, message }]) => [
      name,
      z.preprocess(
        given,
        z
          .string()
          .refine((value) => values.includes(value), message)
          .default(''),
      ),
    ]),
  )
  return z.object({
    q: z.string().trim().max(API_QUERY_MAX, LIST_QUERY_MESSAGES.q(API_QUERY_MAX)).default(''),
    sort: z.preprocess(
      given,
      z
        .string()
        .refine((value) => sorts.includes(value), LIST_QUERY_MESSAGES.sort)
        .optional(),
    ),
    dir: z.preprocess(
      (value) => value ?? 'desc',
      z.enum(['asc', 'desc'], LIST_QUERY_MESSAGES.dir).transform((dir) => dir === 'desc'),
    ),
    ...apiPaging({ default: API_PAGE_DEFAULT, max: API_PAGE_MAX }),
    ...choices,
  })
}

type ApiListSchema = z.ZodObject<z.ZodRawShape>

/** Whether `params` names any parameter `schema` reads (else SPEC's whole list answers). */
export const namesAny = (schema: ApiListSchema, params: URLSearchParams): boolean =>
  Object.keys(schema.shape).some((name) => params.has(name))

/** The parameters `schema` reads from `params` (the first of each), or a 400 with its message. */
export function readApiList<S extends ApiListSchema>(
  schema: S,
  params: URLSearchParams,
): z.output<S> {
  const raw = Object.fromEntries(
    Object.keys(schema.shape).flatMap((name) => {
      const value = params.get(name)
      return value === null ? [] : [[name, value]]
    }),
  )
  const read = schema.safeParse(raw)
  if (!read.success) throw badRequest(read.error.issues[0].message)
  return read.data
}
