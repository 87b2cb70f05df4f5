import { z } from 'zod'

import type { PrivasiDto } from '@/modules/privasi/privasi.service'

/** The privacy notice's answer for the published contract, checked against the service's type. */
export const privasiAnswer = z.object({
  versi: z
    .number()
    .int()
    .meta({ description: 'The version; each consent stores the one agreed to' }),
  isi: z.string().meta({
    description:
      "The text: '## ' headings, '- ' list items, blank lines between paragraphs; {namaBank}, {email}, {telepon}, {alamat}, {retensiPengajuan} and {retensiPengaduan} are filled by the page",
  }),
  catatan: z.string().meta({ description: 'What changed in this version' }),
  berlakuSejak: z.string().meta({ description: 'In force since (ISO 8601)' }),
})

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const privasiAnswerMatches: Same<z.infer<typeof privasiAnswer>, PrivasiDto> = true
