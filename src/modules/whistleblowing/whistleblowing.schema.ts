import { z } from 'zod'

import { WBS_LIMITS as L, WBS_MESSAGES as M } from './whistleblowing.rules'

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong)

const optional = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined)

/** The text fields of a report; anonymous unless the reporter chose to give a name or contact. */
export const wbsFormSchema = z
  .object({
    apa: text(L.apa, M.apaWajib, M.apaPanjang),
    siapa: text(L.siapa, M.siapaWajib, M.siapaPanjang),
    kapan: text(L.kapan, M.kapanWajib, M.kapanPanjang),
    dimana: text(L.dimana, M.dimanaWajib, M.dimanaPanjang),
    bagaimana: text(L.bagaimana, M.bagaimanaWajib, M.bagaimanaPanjang),
    identitas: z
      .string()
      .optional()
      .transform((v) => (v === 'beri' ? 'beri' : 'anonim')),
    nama: optional(L.nama, M.namaPanjang),
    kontak: optional(L.kontak, M.kontakPanjang),
    persetujuan: z.literal('ya', { error: M.persetujuanWajib }),
  })
  .superRefine((form, ctx) => {
    // An anonymous report carries no name: one typed in by mistake is refused, never kept.
    if (form.identitas === 'anonim' && (form.nama || form.kontak))
      ctx.addIssue({ code: 'custom', path: ['nama'], message: M.identitasAnonim })
  })

export type WbsForm = z.output<typeof wbsFormSchema>
export type WbsField = keyof z.input<typeof wbsFormSchema> | 'lampiran'

/** Field → its first message. */
export function fieldErrors(error: z.ZodError): Partial<Record<WbsField, string>> {
  const errors: Partial<Record<WbsField, string>> = {}
  for (const issue of error.issues) {
    const key = issue.path[0] as WbsField | undefined
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}
