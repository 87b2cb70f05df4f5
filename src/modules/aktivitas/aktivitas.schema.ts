import { z } from 'zod'

import { isIsoDate } from '@/lib/iso-date'
import { lenientPage } from '@/lib/list-query'

import { JENIS_KEYS, PENGGUNA_FILTER_MAX } from './aktivitas.rules'

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isIsoDate)

/**
 * The Riwayat Aktivitas screen's filters as they arrive in its URL. A value that makes no sense
 * (an edited link) is dropped rather than refused: the screen then shows everything.
 */
export const aktivitasFilterSchema = z.object({
  jenis: z.enum(JENIS_KEYS).optional().catch(undefined),
  pengguna: z.string().trim().max(PENGGUNA_FILTER_MAX).optional().catch(undefined),
  dari: day.optional().catch(undefined),
  sampai: day.optional().catch(undefined),
  page: lenientPage,
})

export type AktivitasFilters = z.infer<typeof aktivitasFilterSchema>

/** URL search params (one value each) to filters. */
export const parseAktivitasFilters = (params: Record<string, string | string[] | undefined>) =>
  aktivitasFilterSchema.parse(
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
    ),
  )
