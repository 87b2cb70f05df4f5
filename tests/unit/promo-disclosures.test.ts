import { describe, expect, it } from 'vitest'

import { promoDisclosures } from '@/modules/produk/promo-disclosures'
import type { RingkasanDto } from '@/modules/produk/produk.types'

const summary = (jenis: RingkasanDto['jenis'], dijaminLps = false): RingkasanDto => ({
  jenis,
  akad: jenis === 'simpanan' ? 'wadiah' : 'murabahah',
  fiturUtama: '',
  manfaat: '',
  risiko: '',
  persyaratan: '',
  biaya: [],
  berlakuPer: '2026-01-01',
  dijaminLps,
})

describe('what a promo tells about its products', () => {
  it('gives the LPS cover of each simpanan and the summary link of each pembiayaan', () => {
    expect(
      promoDisclosures([
        { slug: 'tabungan-qurban', judul: 'Tabungan Qurban', ringkasan: summary('simpanan', true) },
        { slug: 'deposito', judul: 'Deposito', ringkasan: summary('simpanan') },
        { slug: 'murabahah', judul: 'Murabahah', ringkasan: summary('pembiayaan') },
        { slug: 'transfer', judul: 'Transfer', ringkasan: summary('jasa') },
        { slug: 'lama', judul: 'Tanpa ringkasan', ringkasan: null },
      ]),
    ).toEqual({
      simpanan: [
        { judul: 'Tabungan Qurban', dijaminLps: true },
        { judul: 'Deposito', dijaminLps: false },
      ],
      pembiayaan: [{ judul: 'Murabahah', href: '/produk/murabahah/ringkasan' }],
    })
  })

  it('tells nothing for a promo of a pembiayaan about LPS', () => {
    const { simpanan } = promoDisclosures([
      { slug: 'murabahah', judul: 'Murabahah', ringkasan: summary('pembiayaan') },
    ])
    expect(simpanan).toEqual([])
  })
})
