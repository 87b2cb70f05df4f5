import { z } from 'zod'

import { parseRupiah } from '@/lib/format'

import {
  JENIS_PENGAJUAN_KEYS,
  LIMITS,
  MARGIN_KEYS,
  PENGAJUAN_MESSAGES as M,
  STATUS_KEYS,
} from './pengajuan.rules'

/**
 * An Indonesian mobile number as people write it (0812-3456-7890, +62 812 3456 7890, 62812…),
 * in one form: +62 then 9 to 12 digits starting with 8. Null when it is not one.
 */
export function normalizePhone(text: string): string | null {
  const compact = text.replace(/[\s\-.()]/g, '')
  const match = /^(?:\+62|62|0)(8\d{8,11})$/.exec(compact)
  return match ? `+62${match[1]}` : null
}

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong)

const optional = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined)

/** What either public form sends, as strings; `.parse` returns the stored shape. */
export const pengajuanFormSchema = z
  .object({
    jenis: z.enum(JENIS_PENGAJUAN_KEYS).catch('kontak'),
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
    kota: text(LIMITS.kota, M.kotaWajib, M.kotaPanjang),
    produk: optional(200, M.produkTidakAda),
    jumlah: z
      .string()
      .max(40, M.jumlahSalah)
      .optional()
      .transform((v) => (v === undefined ? undefined : parseRupiah(v))),
    tenor: z
      .string()
      .trim()
      .max(10, M.tenorSalah)
      .optional()
      .transform((v) => (v ? Number(v) : undefined)),
    jenisMargin: z.enum(MARGIN_KEYS).optional().catch(undefined),
    margin: z
      .string()
      .trim()
      .max(10)
      .optional()
      .transform((v) => (v ? Number(v.replace(',', '.')) : undefined))
      .catch(undefined),
    pesan: optional(LIMITS.pesan, M.pesanPanjang),
    persetujuan: z.literal('ya', { error: M.persetujuanWajib }),
  })
  .superRefine(
    (form, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message })
      if (form.jenis === 'kontak') {
        if (!form.pesan) issue('pesan', M.pesanWajib)
        return
      }
      // Read as unknown: with other fields refused, a value may still be the raw text.
      const jumlah: unknown = form.jumlah
      const tenor: unknown = form.tenor
      if (typeof jumlah !== 'number' || !(jumlah > 0) || jumlah > LIMITS.jumlahMax)
        issue('jumlah', M.jumlahSalah)
      if (
        typeof tenor !== 'number' ||
        !Number.isInteger(tenor) ||
        tenor < 1 ||
        tenor > LIMITS.tenorMax
      )
        issue('tenor', M.tenorSalah)
    },
    // Also when other fields were refused, so the visitor hears every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )

export type PengajuanForm = z.output<typeof pengajuanFormSchema>
export type PengajuanField = keyof z.input<typeof pengajuanFormSchema>

/** Field → its first message. */
export function fieldErrors(error: z.ZodError): Partial<Record<PengajuanField, string>> {
  const errors: Partial<Record<PengajuanField, string>> = {}
  for (const issue of error.issues) {
    const key = issue.path[0] as PengajuanField | undefined
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

/** The inbox's filters as they arrive in its URL; nonsense is dropped, not refused. */
export const pengajuanFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(STATUS_KEYS).optional().catch(undefined),
  produk: z.string().trim().max(40).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
})
export type PengajuanFilters = z.infer<typeof pengajuanFilterSchema>

export const parsePengajuanFilters = (params: Record<string, string | string[] | undefined>) =>
  pengajuanFilterSchema.parse(
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
    ),
  )

export const statusChangeSchema = z.object({
  status: z.enum(STATUS_KEYS, { error: M.statusTidakBoleh }),
  catatan: z
    .string()
    .trim()
    .max(LIMITS.catatan, M.catatanPanjang)
    .optional()
    .transform((v) => v || undefined),
})
