import { ValidationError } from 'payload'
import { z } from 'zod'

import { badRequest } from '@/lib/errors'
import { asCaller, type ServiceContext } from '@/lib/service-context'
import { AKTIVITAS_PAGE_SIZE } from '@/modules/aktivitas/aktivitas.rules'

import { REDIRECT_CODES, REDIRECT_MESSAGES as MSG, REDIRECT_TARGET_TYPES } from './redirects.rules'

// The back-office's paginated screens share one page size (and their pagination).
export const ADMIN_PAGE_SIZE = AKTIVITAS_PAGE_SIZE

const text = z.string().trim().max(600)

/** The add form: an old address, a new path or a record (`news:12`), and the status. */
export const redirectInputSchema = z.object({
  dari: text.min(1, MSG.dari),
  ke: text.optional().default(''),
  rekaman: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine(
      (value) =>
        value === '' ||
        new RegExp(`^(?:${REDIRECT_TARGET_TYPES.join('|')}):\\d{1,12}$`).test(value),
      MSG.tujuan,
    ),
  kode: z.enum(REDIRECT_CODES, { error: MSG.tujuan }).default('301'),
})

const pageOf = (value: unknown) => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

/** One page of the redirects, by old address. Administrators only. */
export async function listRedirects(ctx: ServiceContext, page: unknown) {
  const result = await ctx.payload.find({
    collection: 'pengalihan',
    sort: 'dari',
    limit: ADMIN_PAGE_SIZE,
    page: pageOf(page),
    depth: 1,
    ...asCaller(ctx),
  })
  return { docs: result.docs, total: result.totalDocs, page: result.page ?? 1 }
}

/** Payload's refusal of a field (our rules' message) as a 400 for the caller. */
function asBadRequest(error: unknown): never {
  // Known by its field errors too: a production bundle may hold a second copy of the class.
  const errors = (error as { data?: { errors?: { message: string }[] } } | null)?.data?.errors
  if (error instanceof ValidationError || Array.isArray(errors)) {
    throw badRequest(errors?.[0]?.message ?? MSG.tujuan)
  }
  throw error
}

/**
 * Adds a redirect; the collection's rules refuse a loop or an old address that is a page. The
 * WordPress import names itself as the source ('impor').
 */
export async function createRedirect(
  ctx: ServiceContext,
  input: unknown,
  sumber: 'manual' | 'impor' = 'manual',
) {
  const parsed = redirectInputSchema.safeParse(input)
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.tujuan)
  const { dari, ke, rekaman, kode } = parsed.data
  const [type, id] = rekaman.split(':')
  return ctx.payload
    .create({
      collection: 'pengalihan',
      data: {
        dari,
        ke: ke || null,
        rekaman: rekaman
          ? { relationTo: type as (typeof REDIRECT_TARGET_TYPES)[number], value: Number(id) }
          : null,
        kode,
        sumber,
      },
      ...asCaller(ctx),
    })
    .catch(asBadRequest)
}

/** Removes a redirect. */
export async function deleteRedirect(ctx: ServiceContext, id: string) {
  if (!/^\d{1,12}$/.test(id)) throw badRequest(MSG.tidakDitemukan)
  await ctx.payload
    .delete({ collection: 'pengalihan', id: Number(id), ...asCaller(ctx) })
    .catch(() => {
      throw badRequest(MSG.tidakDitemukan)
    })
}

/** One page of the 404 log, the most asked first. */
export async function listNotFound(ctx: ServiceContext, page: unknown) {
  const result = await ctx.payload.find({
    collection: 'log404',
    sort: ['-jumlah', '-terakhir'],
    limit: ADMIN_PAGE_SIZE,
    page: pageOf(page),
    depth: 0,
    ...asCaller(ctx),
  })
  return { docs: result.docs, total: result.totalDocs, page: result.page ?? 1 }
}
