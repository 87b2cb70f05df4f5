import type { CollectionConfig, Validate } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import {
  BAGI_HASIL_MESSAGES as M,
  isBulan,
  isEkuivalen,
  isNisbah,
  isTenor,
} from '@/modules/bagi-hasil/bagi-hasil.rules'

type Row = { nisbahNasabah?: number | null; nisbahBank?: number | null }

const nisbah: Validate<number> = (value, { siblingData }) => {
  if (!isNisbah(value)) return M.nisbah
  const { nisbahNasabah, nisbahBank } = siblingData as Row
  if (!isNisbah(nisbahNasabah) || !isNisbah(nisbahBank)) return true
  return nisbahNasabah + nisbahBank === 100 || M.nisbahJumlah
}

/**
 * One month's profit-sharing rate of one product and tenor (modules/bagi-hasil). Every month is
 * kept: the history is the rows. Written through PUT /api/tingkat-bagi-hasil (its screen in
 * /admin); these rules are the last word for /cms too.
 */
export const BagiHasil: CollectionConfig = {
  slug: 'bagi-hasil',
  labels: { singular: 'Tingkat Bagi Hasil', plural: 'Tingkat Bagi Hasil' },
  typescript: { interface: 'BagiHasil' },
  admin: { useAsTitle: 'bulan', defaultColumns: ['bulan', 'produk', 'tenor', 'ekuivalen'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['bulan', 'produk', 'tenor'], unique: true }],
  fields: [
    { name: 'produk', type: 'relationship', relationTo: 'produk', required: true, index: true },
    {
      name: 'tenor',
      label: 'Jangka waktu (bulan, 0 untuk tabungan)',
      type: 'number',
      required: true,
      validate: (value: number | null | undefined) => isTenor(value) || M.tenor,
    },
    {
      name: 'bulan',
      type: 'text',
      required: true,
      index: true,
      validate: (value: string | null | undefined) => isBulan(value ?? '') || M.bulan,
    },
    { name: 'nisbahNasabah', type: 'number', required: true, validate: nisbah },
    { name: 'nisbahBank', type: 'number', required: true, validate: nisbah },
    {
      name: 'ekuivalen',
      label: 'Ekuivalen tingkat bagi hasil (% p.a.)',
      type: 'number',
      required: true,
      validate: (value: number | null | undefined) => isEkuivalen(value) || M.ekuivalen,
    },
  ],
  timestamps: true,
}
