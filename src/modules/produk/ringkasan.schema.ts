import { z } from 'zod'

import {
  AKAD,
  BIAYA_KAPAN_MAX,
  BIAYA_NAMA_MAX,
  BIAYA_RUPIAH_MAX,
  JENIS_PRODUK,
  MAX_BIAYA,
  RINGKASAN_MESSAGES as MSG,
  RINGKASAN_TEXT_MAX,
  SATUAN_BIAYA,
} from './ringkasan.rules'

const text = z
  .string({ error: MSG.format })
  .trim()
  .max(RINGKASAN_TEXT_MAX, MSG.textMax)
  .optional()
  .default('')

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

export const biayaSchema = z
  .object({
    nama: z
      .string({ error: MSG.biayaNama })
      .trim()
      .min(1, MSG.biayaNama)
      .max(BIAYA_NAMA_MAX, MSG.biayaNamaMax),
    jumlah: z.number({ error: MSG.biayaJumlah }).min(0, MSG.biayaJumlah),
    satuan: z.enum(SATUAN_BIAYA, { error: MSG.biayaSatuan }),
    dikenakan: z
      .string({ error: MSG.biayaKapan })
      .trim()
      .min(1, MSG.biayaKapan)
      .max(BIAYA_KAPAN_MAX, MSG.biayaKapanMax),
  })
  .superRefine((row, ctx) => {
    if (row.satuan === 'persen' && (row.jumlah > 100 || !twoDecimals(row.jumlah)))
      ctx.addIssue({ code: 'custom', message: MSG.biayaPersen, path: ['jumlah'] })
    if (row.satuan === 'rupiah' && (row.jumlah > BIAYA_RUPIAH_MAX || !Number.isInteger(row.jumlah)))
      ctx.addIssue({ code: 'custom', message: MSG.biayaRupiah, path: ['jumlah'] })
  })

const calendarDate = z
  .string({ error: MSG.berlakuPer })
  .trim()
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, MSG.berlakuPer)

/** A product's summary as the API and the admin form send it; the server parses the same. */
export const ringkasanSchema = z
  .object(
    {
      jenis: z.enum(JENIS_PRODUK, { error: MSG.jenis }),
      akad: z.enum(AKAD, { error: MSG.akad }),
      fiturUtama: text,
      manfaat: text,
      risiko: text,
      persyaratan: text,
      biaya: z.array(biayaSchema, { error: MSG.format }).max(MAX_BIAYA, MSG.biayaMax).default([]),
      berlakuPer: calendarDate,
      dijaminLps: z.boolean({ error: MSG.format }).optional().default(false),
    },
    { error: MSG.format },
  )
  .superRefine((value, ctx) => {
    if (value.dijaminLps && value.jenis !== 'simpanan')
      ctx.addIssue({ code: 'custom', message: MSG.lps, path: ['dijaminLps'] })
  })

/** What clears a product's summary: JSON null, stored as an empty group. */
export const EMPTY_RINGKASAN = {
  jenis: null,
  akad: null,
  fiturUtama: '',
  manfaat: '',
  risiko: '',
  persyaratan: '',
  biaya: [],
  berlakuPer: null,
  dijaminLps: false,
}

/** The product form's field: a summary, null to clear it, absent to keep the stored one. */
export const ringkasanInput = ringkasanSchema
  .nullable()
  .optional()
  .transform((value) => (value === null ? EMPTY_RINGKASAN : value))

export type RingkasanInput = z.infer<typeof ringkasanSchema>
