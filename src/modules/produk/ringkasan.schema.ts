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
  twoDecimals,
} from './ringkasan.rules'
import { EMPTY_SIMULASI, simulasiSchema } from './ringkasan.simulasi'

const text = z
  .string({ error: MSG.format })
  .trim()
  .max(RINGKASAN_TEXT_MAX, MSG.textMax)
  .optional()
  .default('')

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
      /** A pembiayaan's worked example for the simulator; absent or null for none. */
      simulasi: simulasiSchema.nullable().optional().default(null),
    },
    { error: MSG.format },
  )
  .superRefine((value, ctx) => {
    if (value.dijaminLps && value.jenis !== 'simpanan')
      ctx.addIssue({ code: 'custom', message: MSG.lps, path: ['dijaminLps'] })
    if (value.simulasi && value.jenis !== 'pembiayaan')
      ctx.addIssue({ code: 'custom', message: MSG.simulasiPembiayaan, path: ['simulasi'] })
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
  simulasi: EMPTY_SIMULASI,
}

/** The product form's field: a summary, null to clear it, absent to keep the stored one. */
export const ringkasanInput = ringkasanSchema
  .nullable()
  .optional()
  // A group is stored with its values emptied, not as null (which would keep the stored ones).
  .transform((value) =>
    value === null
      ? EMPTY_RINGKASAN
      : value && { ...value, simulasi: value.simulasi ?? EMPTY_SIMULASI },
  )

export type RingkasanInput = z.infer<typeof ringkasanSchema>
