import { describe, expect, it } from 'vitest'

import type { ProdukDto, RingkasanDto } from '@/modules/produk/produk.types'
import { ringkasanPdf } from '@/modules/produk/ringkasan.pdf'
import { formatBiaya } from '@/modules/produk/ringkasan.rules'
import { ringkasanSchema } from '@/modules/produk/ringkasan.schema'
import { produkSeed } from '@/seed/data/produk'
import { ringkasanSeed } from '@/seed/data/produk-ringkasan'

import { pdfPageTexts } from '../helpers/pdf-text'

const bank = {
  namaBank: 'PT BPRS Uji Syariah',
  alamat: 'Jl. Malioboro 1, Yogyakarta',
  telepon: '(0274) 123456',
  email: 'info@example.com',
  pernyataanLps: 'Maksimum nilai simpanan yang dijamin LPS adalah Rp. 2 Miliar.',
}

describe('the demo products’ summaries', () => {
  it('give every demo product one that the API’s own schema takes', () => {
    for (const { key } of produkSeed) {
      expect(ringkasanSchema.safeParse(ringkasanSeed[key]).success, key).toBe(true)
    }
    expect(Object.keys(ringkasanSeed).sort()).toEqual(produkSeed.map((p) => p.key).sort())
  })
})

describe('formatBiaya', () => {
  it('writes rupiah and percent as the pages show them', () => {
    expect(formatBiaya(25000, 'rupiah')).toBe('Rp25.000')
    expect(formatBiaya(1.25, 'persen')).toBe('1,25%')
  })
})

describe('ringkasanPdf', () => {
  it('holds the summary as selectable text, the bank and the date made, within two pages', async () => {
    for (const { key, judul } of produkSeed) {
      const ringkasan = ringkasanSchema.parse(ringkasanSeed[key]) as RingkasanDto
      const produk = { judul, slug: key, ringkasan } as ProdukDto & { ringkasan: RingkasanDto }
      const pdf = await ringkasanPdf(produk, bank, new Date('2026-12-02T03:00:00Z'))
      const pages = await pdfPageTexts(pdf)
      expect(pages.length, key).toBeLessThanOrEqual(2)
      const text = pages.join(' ')
      expect(text).toContain('Ringkasan Informasi Produk dan Layanan')
      expect(text).toContain(judul)
      expect(text).toContain('PT BPRS Uji Syariah')
      expect(text).toContain('Berlaku per 1 November 2026')
      expect(text).toContain('2 Desember 2026')
      expect(text).toContain(ringkasan.biaya[0].nama)
      if (ringkasan.dijaminLps) expect(text).toContain(bank.pernyataanLps)
      else expect(text).not.toContain(bank.pernyataanLps)
    }
  })
})
