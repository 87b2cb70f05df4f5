import { z } from 'zod'

import type {
  BagiHasilMonthDto,
  TingkatBagiHasilDto,
} from '@/modules/bagi-hasil/bagi-hasil.service'

/*
 * The answers of /api/tingkat-bagi-hasil for the published contract, checked against the
 * service's types below like the records' answers.
 */

const bulan = z.string().meta({ description: 'A month, YYYY-MM (WIB)' })

export const tingkatBagiHasilAnswer = z.object({
  bulan: z
    .array(bulan)
    .meta({ description: 'The months of the history, oldest first (at most 12)' }),
  produk: z.array(
    z.object({
      _id: z.string(),
      slug: z.string(),
      judul: z.string(),
      tenor: z.array(
        z.object({
          tenor: z.number().int().meta({ description: 'Months; 0 for a savings account' }),
          nisbahNasabah: z.number().int().meta({ description: "The depositor's share, %" }),
          nisbahBank: z
            .number()
            .int()
            .meta({ description: "The bank's share, %; the two add up to 100" }),
          berlakuBulan: bulan,
          riwayat: z.array(
            z.object({
              bulan,
              ekuivalen: z.number().meta({ description: 'Realised equivalent rate p.a., %' }),
            }),
          ),
        }),
      ),
    }),
  ),
})

export const bagiHasilMonthAnswer = z.object({
  bulan,
  tersimpan: z.boolean().meta({ description: 'Whether this month was entered' }),
  produk: z.array(z.object({ _id: z.string(), judul: z.string() })),
  baris: z.array(
    z.object({
      produk: z.string(),
      tenor: z.number().int(),
      nisbahNasabah: z.number().int(),
      nisbahBank: z.number().int(),
      ekuivalen: z.number().nullable(),
    }),
  ),
})

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const bagiHasilAnswersMatch: [
  Same<z.infer<typeof tingkatBagiHasilAnswer>, TingkatBagiHasilDto>,
  Same<z.infer<typeof bagiHasilMonthAnswer>, BagiHasilMonthDto>,
] = [true, true]
