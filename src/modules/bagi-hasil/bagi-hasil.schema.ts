import { z } from 'zod'

import {
  BAGI_HASIL_MESSAGES as M,
  isBulan,
  isEkuivalen,
  isNisbah,
  isTenor,
  MAX_BARIS,
} from './bagi-hasil.rules'

/** One row of a month: a product (its _id), a tenor, the nisbah and the realised rate. */
export const bagiHasilRowSchema = z
  .object(
    {
      produk: z.string({ error: M.produk }).regex(/^\d+$/, M.produk),
      tenor: z.number({ error: M.tenor }).refine(isTenor, M.tenor),
      nisbahNasabah: z.number({ error: M.nisbah }).refine(isNisbah, M.nisbah),
      nisbahBank: z.number({ error: M.nisbah }).refine(isNisbah, M.nisbah),
      ekuivalen: z.number({ error: M.ekuivalen }).refine(isEkuivalen, M.ekuivalen),
    },
    { error: M.format },
  )
  .refine((row) => row.nisbahNasabah + row.nisbahBank === 100, M.nisbahJumlah)

/** PUT /api/tingkat-bagi-hasil: the whole of one month, which replaces what that month held. */
export const bagiHasilMonthSchema = z
  .object(
    {
      bulan: z.string({ error: M.bulan }).refine(isBulan, M.bulan),
      baris: z.array(bagiHasilRowSchema, { error: M.format }).max(MAX_BARIS, M.terlaluBanyak),
    },
    { error: M.format },
  )
  .refine(
    ({ baris }) => new Set(baris.map((r) => `${r.produk}:${r.tenor}`)).size === baris.length,
    M.ganda,
  )

export type BagiHasilMonthInput = z.infer<typeof bagiHasilMonthSchema>
export type BagiHasilRowInput = z.infer<typeof bagiHasilRowSchema>
