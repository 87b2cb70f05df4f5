import { z } from 'zod'

import { CATATAN_MAX, ISI_MAX, PRIVASI_MESSAGES as M } from './privasi.rules'

/** POST /api/kebijakan-privasi: a new version's text and what changed. */
export const privasiInputSchema = z.object(
  {
    isi: z.string({ error: M.isiWajib }).trim().min(1, M.isiWajib).max(ISI_MAX, M.isiPanjang),
    catatan: z.string({ error: M.format }).trim().max(CATATAN_MAX, M.catatanPanjang).default(''),
  },
  { error: M.format },
)
