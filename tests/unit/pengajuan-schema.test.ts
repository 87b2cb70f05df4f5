import { describe, expect, it } from 'vitest'

import { issueFormToken, judgeFormToken } from '@/modules/pengajuan/form-token'
import { firstInstallment } from '@/modules/pengajuan/pengajuan.installment'
import { readPrefill } from '@/modules/pengajuan/pengajuan.prefill'
import { MAX_FORM_AGE_MS, MIN_FILL_MS } from '@/modules/pengajuan/pengajuan.rules'
import { parseRupiah } from '@/lib/format'
import { normalizePhone } from '@/modules/pengajuan/pengajuan.schema'
import { buildSchedule } from '@/modules/simulator/simulator'

describe('normalizePhone', () => {
  it.each([
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['62812345678', '+62812345678'],
    ['(0857) 1234.5678', '+6285712345678'],
  ])('%s → %s', (typed, stored) => expect(normalizePhone(typed)).toBe(stored))

  it.each(['', '0812', '021 555 1234', '+1 812 3456 7890', '0812345678901234', '08a2345678'])(
    'refuses %j',
    (typed) => expect(normalizePhone(typed)).toBeNull(),
  )
})

it('parseRupiah reads what people type', () => {
  expect(parseRupiah('Rp 10.000.000')).toBe(10_000_000)
  expect(parseRupiah('007')).toBe(7)
  expect(parseRupiah('abc')).toBeUndefined()
})

describe('the form token', () => {
  const now = 1_800_000_000_000
  it('is accepted between the minimum fill time and its maximum age', () => {
    expect(judgeFormToken(issueFormToken(now - MIN_FILL_MS), now)).toBe('ok')
    expect(judgeFormToken(issueFormToken(now - MIN_FILL_MS + 1), now)).toBe('too-fast')
    expect(judgeFormToken(issueFormToken(now - MAX_FORM_AGE_MS - 1), now)).toBe('expired')
  })
  it('cannot be forged or moved back in time', () => {
    const [, signature] = issueFormToken(now).split('.')
    expect(judgeFormToken(`${now - 60_000}.${signature}`, now)).toBe('invalid')
    expect(judgeFormToken('x', now)).toBe('invalid')
    expect(judgeFormToken(undefined, now)).toBe('invalid')
  })
})

it("the installment is the simulator's first month", () => {
  const input = {
    loanAmount: 12_000_000,
    tenor: 12,
    annualMargin: 10,
    marginType: 'Efektif' as const,
  }
  expect(
    firstInstallment({ jumlah: 12_000_000, tenor: 12, margin: 10, jenisMargin: 'efektif' }),
  ).toBe(buildSchedule(input)[0].monthlyPayment)
  expect(
    firstInstallment({ jumlah: 12_000_000, tenor: 0, margin: 10, jenisMargin: 'flat' }),
  ).toBeUndefined()
  expect(firstInstallment({ jumlah: 12_000_000, tenor: 12 })).toBeUndefined()
})

it("reads the simulator's shared link and a product slug", () => {
  expect(
    readPrefill(new URLSearchParams('jumlah=20000000&margin=12&tenor=36&jenis=anuitas')),
  ).toEqual({
    produk: undefined,
    jumlah: 20_000_000,
    tenor: 36,
    margin: 12,
    jenisMargin: 'anuitas',
  })
  expect(readPrefill(new URLSearchParams('produk=gadai-emas'))).toEqual({ produk: 'gadai-emas' })
  expect(readPrefill(new URLSearchParams('jumlah=x&margin=y&tenor=z')).jumlah).toBeUndefined()
})
