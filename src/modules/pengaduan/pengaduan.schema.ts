import { z } from 'zod'

import { parseRupiah } from '@/lib/format'
import { normalizePhone } from '@/modules/pengajuan/pengajuan.schema'

import { KANAL_KEYS, LIMITS, PENGADUAN_MESSAGES as M, STATUS_KEYS } from './pengaduan.rules'
import { dateInWib } from './working-days'

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong)

const optional = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined)

/** The text fields of a complaint, from the public form or staff; `.parse` returns the stored shape. */
export const pengaduanFormSchema = z.object({
  nama: text(LIMITS.nama, M.namaWajib, M.namaPanjang),
  telepon: z
    .string({ error: M.teleponWajib })
    .trim()
    .min(1, M.teleponWajib)
    .max(30, M.teleponSalah)
    .transform((value, ctx) => {
      const phone = normalizePhone(value)
      if (!phone) ctx.addIssue({ code: 'custom', message: M.teleponSalah })
      return phone ?? ''
    }),
  email: z
    .string()
    .trim()
    .max(LIMITS.email, M.emailSalah)
    .optional()
    .transform((v) => v?.toLowerCase() || undefined)
    .pipe(z.email(M.emailSalah).optional()),
  rekening: optional(LIMITS.rekening, M.rekeningPanjang),
  produk: optional(300, M.produkTidakAda),
  tanggalKejadian: z
    .string({ error: M.tanggalWajib })
    .trim()
    .min(1, M.tanggalWajib)
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}$/.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) &&
        v <= dateInWib(new Date()),
      M.tanggalSalah,
    ),
  kronologi: text(LIMITS.kronologi, M.kronologiWajib, M.kronologiPanjang),
  kerugian: z
    .string()
    .max(40, M.kerugianSalah)
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return undefined
      const amount = parseRupiah(v)
      if (amount === undefined || amount < 0 || amount > LIMITS.kerugianMax) {
        ctx.addIssue({ code: 'custom', message: M.kerugianSalah })
        return undefined
      }
      return amount
    }),
  penyelesaian: text(LIMITS.penyelesaian, M.penyelesaianWajib, M.penyelesaianPanjang),
  mewakili: z
    .string()
    .optional()
    .transform((v) => v === 'ya'),
  persetujuan: z.literal('ya', { error: M.persetujuanWajib }),
})

export type PengaduanForm = z.output<typeof pengaduanFormSchema>
export type PengaduanField = keyof z.input<typeof pengaduanFormSchema> | 'lampiran' | 'kuasa'

/** Staff entering a complaint received by telephone, at the office, by letter, …: the channel too. */
export const staffPengaduanSchema = pengaduanFormSchema
  .omit({ persetujuan: true })
  .extend({ kanal: z.enum(KANAL_KEYS, { error: M.kanalSalah }) })

/** Field → its first message. */
export function fieldErrors(error: z.ZodError): Partial<Record<PengaduanField, string>> {
  const errors: Partial<Record<PengaduanField, string>> = {}
  for (const issue of error.issues) {
    const key = issue.path[0] as PengaduanField | undefined
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

export const pengaduanFilterSchema = z.object({
  status: z.enum(STATUS_KEYS).optional().catch(undefined),
  kanal: z.enum(KANAL_KEYS).optional().catch(undefined),
  tenggat: z.enum(['segera', 'lewat']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
})
export type PengaduanFilters = z.infer<typeof pengaduanFilterSchema>

export const parsePengaduanFilters = (params: Record<string, string | string[] | undefined>) =>
  pengaduanFilterSchema.parse(
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
    ),
  )
