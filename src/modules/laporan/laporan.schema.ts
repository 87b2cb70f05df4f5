import { z } from 'zod'

import { isIsoDate } from '@/lib/iso-date'

import { JENIS_LAPORAN, JUDUL_MAX, LAPORAN_MESSAGES as MSG } from './laporan.rules'

/** The report form's fields; the same schema checks the admin form and the server. */
export const laporanInputSchema = z.object({
  judul: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(JUDUL_MAX, MSG.judulMax),
  tanggal: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .refine(isIsoDate, MSG.tanggal),
  jenis: z.preprocess(
    (value) => (value === '' || value == null ? 'Transparansi' : value),
    z.enum(JENIS_LAPORAN, { error: MSG.jenis }),
  ),
})

export type LaporanInput = z.infer<typeof laporanInputSchema>
