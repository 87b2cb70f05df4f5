import type { Field } from 'payload'

import { requiredText } from '@/collections/validators'

import {
  AKAD,
  AKAD_LABEL,
  BIAYA_KAPAN_MAX,
  BIAYA_NAMA_MAX,
  JENIS_LABEL,
  JENIS_PRODUK,
  MAX_BIAYA,
  RINGKASAN_MESSAGES as MSG,
  RINGKASAN_TEXT_MAX,
  SATUAN_BIAYA,
} from './ringkasan.rules'
import {
  EMPTY_SIMULASI,
  METODE_LABEL,
  METODE_SIMULASI,
  simulasiFieldIssue,
} from './ringkasan.simulasi'

const longText = (name: string, label: string): Field => ({
  name,
  label,
  type: 'textarea',
  maxLength: RINGKASAN_TEXT_MAX,
  validate: (value: string | null | undefined) =>
    (value ?? '').length <= RINGKASAN_TEXT_MAX || MSG.textMax,
})

// The example's values are judged together (all or none, a pembiayaan only) by the API's rules.
const simulasiCheck =
  (key: 'plafon' | 'margin' | 'tenor' | 'metode') =>
  (_: unknown, { siblingData, data }: { siblingData: unknown; data: unknown }) =>
    simulasiFieldIssue(
      key,
      siblingData as Record<string, unknown>,
      (data as { ringkasan?: { jenis?: string | null } } | undefined)?.ringkasan?.jenis,
    ) ?? true

/** A pembiayaan's worked example: the simulator's inputs (ringkasan.simulasi.ts). */
const simulasiField: Field = {
  name: 'simulasi',
  label: 'Contoh simulasi angsuran',
  type: 'group',
  admin: { description: 'Untuk produk pembiayaan; kosongkan semua bila tanpa contoh.' },
  // Payload cannot store a group given as null (a summary without an example): store it empty.
  hooks: { beforeValidate: [({ value }) => value ?? { ...EMPTY_SIMULASI }] },
  fields: [
    { name: 'plafon', label: 'Plafon (Rp)', type: 'number', validate: simulasiCheck('plafon') },
    {
      name: 'margin',
      label: 'Margin per tahun (%)',
      type: 'number',
      validate: simulasiCheck('margin'),
    },
    { name: 'tenor', label: 'Tenor (bulan)', type: 'number', validate: simulasiCheck('tenor') },
    {
      name: 'metode',
      label: 'Metode',
      type: 'select',
      options: METODE_SIMULASI.map((value) => ({ value, label: METODE_LABEL[value] })),
      validate: simulasiCheck('metode'),
    },
  ],
}

/**
 * The product summary (RIPLAY) as stored: one group, so a product without one (SPEC's form has
 * none) keeps it empty; the API's schema (ringkasan.schema.ts) asks for jenis, akad and the date.
 */
export const ringkasanField: Field = {
  name: 'ringkasan',
  label: 'Ringkasan Informasi Produk dan Layanan',
  type: 'group',
  fields: [
    {
      name: 'jenis',
      type: 'select',
      options: JENIS_PRODUK.map((value) => ({ value, label: JENIS_LABEL[value] })),
      validate: (value: string | null | undefined) =>
        !value || JENIS_PRODUK.includes(value as never) || MSG.jenis,
    },
    {
      name: 'akad',
      type: 'select',
      options: AKAD.map((value) => ({ value, label: AKAD_LABEL[value] })),
      validate: (value: string | null | undefined) =>
        !value || AKAD.includes(value as never) || MSG.akad,
    },
    longText('fiturUtama', 'Fitur utama'),
    longText('manfaat', 'Manfaat'),
    longText('risiko', 'Risiko'),
    longText('persyaratan', 'Persyaratan dan tata cara'),
    {
      name: 'biaya',
      type: 'array',
      labels: { singular: 'Biaya', plural: 'Biaya' },
      maxRows: MAX_BIAYA,
      fields: [
        {
          name: 'nama',
          type: 'text',
          required: true,
          maxLength: BIAYA_NAMA_MAX,
          validate: requiredText(MSG.biayaNama, {
            length: BIAYA_NAMA_MAX,
            message: MSG.biayaNamaMax,
          }),
        },
        {
          name: 'jumlah',
          type: 'number',
          required: true,
          min: 0,
          validate: (value: number | null | undefined) =>
            (typeof value === 'number' && value >= 0) || MSG.biayaJumlah,
        },
        {
          name: 'satuan',
          type: 'select',
          required: true,
          options: [...SATUAN_BIAYA],
          validate: (value: string | null | undefined) =>
            SATUAN_BIAYA.includes(value as never) || MSG.biayaSatuan,
        },
        {
          name: 'dikenakan',
          label: 'Dikenakan',
          type: 'text',
          required: true,
          maxLength: BIAYA_KAPAN_MAX,
          validate: requiredText(MSG.biayaKapan, {
            length: BIAYA_KAPAN_MAX,
            message: MSG.biayaKapanMax,
          }),
        },
      ],
    },
    {
      name: 'berlakuPer',
      label: 'Berlaku per',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'dijaminLps', label: 'Dijamin LPS', type: 'checkbox', defaultValue: false },
    simulasiField,
  ],
}
