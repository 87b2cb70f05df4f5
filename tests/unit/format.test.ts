import { describe, expect, it } from 'vitest'

import {
  formatCompactRupiah,
  formatPercent,
  formatRupiah,
  formatTanggal,
  formatThousands,
} from '@/lib/format'

// Intl puts a no-break space (U+00A0) between the currency symbol and the amount.
const NBSP = '\u00a0'

describe('formatRupiah', () => {
  it('formats whole rupiah with Indonesian thousand separators', () => {
    expect(formatRupiah(10_000_000)).toBe(`Rp${NBSP}10.000.000`)
    expect(formatRupiah(1_000_000_000_000)).toBe(`Rp${NBSP}1.000.000.000.000`)
  })

  it('rounds to whole rupiah', () => {
    expect(formatRupiah(416_666.67)).toBe(`Rp${NBSP}416.667`)
    expect(formatRupiah(0.4)).toBe(`Rp${NBSP}0`)
  })

  it('shows zero without a sign, negatives with one', () => {
    expect(formatRupiah(0)).toBe(`Rp${NBSP}0`)
    expect(formatRupiah(-0)).toBe(`Rp${NBSP}0`)
    expect(formatRupiah(-0.4)).toBe(`Rp${NBSP}0`)
    expect(formatRupiah(-5_000)).toBe(`-Rp${NBSP}5.000`)
  })
})

describe('formatCompactRupiah', () => {
  it('abbreviates with Indonesian units', () => {
    expect(formatCompactRupiah(10_000_000)).toBe(`Rp${NBSP}10${NBSP}jt`)
    expect(formatCompactRupiah(1_000_000_000_000)).toBe(`Rp${NBSP}1${NBSP}T`)
    expect(formatCompactRupiah(546_667)).toBe(`Rp${NBSP}546,7${NBSP}rb`)
  })
})

describe('formatThousands', () => {
  it('groups digits with dots', () => {
    expect(formatThousands(10_000_000)).toBe('10.000.000')
    expect(formatThousands(1_000)).toBe('1.000')
    expect(formatThousands(999)).toBe('999')
    expect(formatThousands(0)).toBe('0')
  })
})

describe('formatPercent', () => {
  it('writes a percentage with a decimal comma', () => {
    expect(formatPercent(15.6)).toBe('15,6%')
    expect(formatPercent(12)).toBe('12%')
    expect(formatPercent(0)).toBe('0%')
    expect(formatPercent(7.125)).toBe('7,13%')
  })
})

describe('formatTanggal', () => {
  it('formats an ISO date as an Indonesian long date', () => {
    expect(formatTanggal('2026-11-22')).toBe('22 November 2026')
    expect(formatTanggal('2026-01-01T00:00:00+07:00')).toBe('1 Januari 2026')
  })

  it('uses the Jakarta calendar day, not the UTC one', () => {
    expect(formatTanggal(new Date('2026-11-21T18:30:00Z'))).toBe('22 November 2026')
    expect(formatTanggal('2026-08-17T16:59:59Z')).toBe('17 Agustus 2026')
  })

  it('returns an empty string for an invalid date', () => {
    expect(formatTanggal('bukan tanggal')).toBe('')
    expect(formatTanggal(new Date(Number.NaN))).toBe('')
  })
})
