import { describe, expect, it } from 'vitest'

import {
  buildSchedule,
  compareMethods,
  DEFAULT_INPUT,
  INVALID_INPUT_MESSAGE,
  LIMIT_MESSAGE,
  MARGIN_TYPES,
  MAX_ANNUAL_MARGIN,
  MAX_LOAN_AMOUNT,
  MAX_TENOR,
  summarize,
  validateInput,
  type MarginType,
  type ScheduleRow,
  type SimulationInput,
} from '@/modules/simulator/simulator'
import { CSV_FILE_NAME, EMPTY_EXPORT_MESSAGE, toCsv } from '@/modules/simulator/simulator.csv'
import {
  formatLoanText,
  fromSearchParams,
  parseLoanAmount,
  parseMargin,
  parseTenor,
  readFormValues,
  toFormValues,
  toSearchParams,
} from '@/modules/simulator/simulator.params'

function simulate(
  loanAmount: number,
  annualMargin: number,
  tenor: number,
  marginType: MarginType,
): ScheduleRow[] {
  return buildSchedule({ loanAmount, annualMargin, tenor, marginType })
}

function column(rows: ScheduleRow[], key: keyof ScheduleRow): number[] {
  return rows.map((row) => row[key])
}

// mulberry32: a tiny seeded PRNG, so a failing random case is reproducible.
function createRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function randomInputs(count: number): SimulationInput[] {
  const random = createRandom(20_240_601)
  return Array.from({ length: count }, (_, index) => ({
    // Log-uniform from 1 rupiah to the 15-digit maximum, so tiny and huge loans both occur.
    loanAmount: Math.min(MAX_LOAN_AMOUNT, Math.max(1, Math.floor(10 ** (random() * 15)))),
    annualMargin: random() < 0.1 ? 0 : Math.round(random() * MAX_ANNUAL_MARGIN * 100) / 100,
    tenor: 1 + Math.floor(random() * MAX_TENOR),
    marginType: MARGIN_TYPES[index % MARGIN_TYPES.length] ?? 'Flat',
  }))
}

describe('buildSchedule: Flat', () => {
  // Hand check: 10.000.000 × 15,6 % / 12 = 130.000 margin; 10.000.000 / 24 = 416.666,67 ≈ 416.667.
  const rows = simulate(10_000_000, 15.6, 24, 'Flat')

  it('matches the hand-checked first month', () => {
    expect(rows[0]).toEqual({
      month: 1,
      startingBalance: 10_000_000,
      principalPayment: 416_667,
      interestPayment: 130_000,
      monthlyPayment: 546_667,
      endingBalance: 9_583_333,
    })
  })

  it('keeps the same principal, margin and payment every month but the last', () => {
    for (const row of rows.slice(0, -1)) {
      expect([row.principalPayment, row.interestPayment, row.monthlyPayment]).toEqual([
        416_667, 130_000, 546_667,
      ])
    }
  })

  it('lets the last month absorb the rounding: 10.000.000 − 23 × 416.667 = 416.659', () => {
    expect(rows).toHaveLength(24)
    expect(rows[23]).toEqual({
      month: 24,
      startingBalance: 416_659,
      principalPayment: 416_659,
      interestPayment: 130_000,
      monthlyPayment: 546_659,
      endingBalance: 0,
    })
  })

  it('totals 24 × 130.000 = 3.120.000 margin', () => {
    expect(summarize(rows)).toEqual({
      principal: 10_000_000,
      margin: 3_120_000,
      paid: 13_120_000,
      firstPayment: 546_667,
      lastPayment: 546_659,
    })
  })
})

describe('buildSchedule: Efektif', () => {
  // Hand check, 12.000.000 at 12 % for 12 months: rate 1 % a month, principal 1.000.000;
  // margin month k = (13 − k) × 1.000.000 × 1 % → 120.000, 110.000 … 10.000, total 780.000.
  const rows = simulate(12_000_000, 12, 12, 'Efektif')

  it('pays equal principal and margin on the declining balance', () => {
    expect(column(rows, 'principalPayment')).toEqual(Array(12).fill(1_000_000))
    expect(column(rows, 'interestPayment')).toEqual(
      Array.from({ length: 12 }, (_, index) => (12 - index) * 10_000),
    )
    expect(column(rows, 'startingBalance')).toEqual(
      Array.from({ length: 12 }, (_, index) => (12 - index) * 1_000_000),
    )
  })

  it('totals 780.000 margin, payments falling from 1.120.000 to 1.010.000', () => {
    expect(summarize(rows)).toEqual({
      principal: 12_000_000,
      margin: 780_000,
      paid: 12_780_000,
      firstPayment: 1_120_000,
      lastPayment: 1_010_000,
    })
  })

  it('charges margin on the whole-rupiah balance shown', () => {
    const uneven = simulate(10_000_000, 15.6, 24, 'Efektif')
    for (const row of uneven) {
      expect(row.interestPayment).toBe(Math.round(row.startingBalance * 0.013))
    }
  })
})

describe('buildSchedule: Anuitas', () => {
  // Hand check, 12.000.000 at 12 % for 12 months: 1,01^12 = 1,1268250; 1 − 1/1,1268250 =
  // 0,1125508; 120.000 / 0,1125508 = 1.066.185,46 → 1.066.185 a month, 12 × = 12.794.220.
  const rows = simulate(12_000_000, 12, 12, 'Anuitas')

  it('pays the same rounded annuity every month', () => {
    expect(column(rows, 'monthlyPayment')).toEqual(Array(12).fill(1_066_185))
  })

  it('starts with margin 120.000 and principal 946.185, ends with margin 10.556', () => {
    expect(rows[0]).toMatchObject({ principalPayment: 946_185, interestPayment: 120_000 })
    // Balance before the last payment: 1.066.185,46 / 1,01 = 1.055.629,17.
    expect(rows[11]).toMatchObject({
      startingBalance: 1_055_629,
      principalPayment: 1_055_629,
      interestPayment: 10_556,
      endingBalance: 0,
    })
    expect(summarize(rows)).toMatchObject({ principal: 12_000_000, margin: 794_220 })
  })

  it('tracks an independently computed exact schedule to within 2 rupiah', () => {
    const rate = 0.15 / 12
    const payment = (250_000_000 * rate) / (1 - (1 + rate) ** -180)
    let exactBalance = 250_000_000
    for (const row of simulate(250_000_000, 15, 180, 'Anuitas')) {
      const exactMargin = exactBalance * rate
      exactBalance -= payment - exactMargin
      expect(Math.abs(row.interestPayment - exactMargin)).toBeLessThanOrEqual(2)
      expect(Math.abs(row.endingBalance - Math.max(exactBalance, 0))).toBeLessThanOrEqual(1)
    }
  })
})

describe('buildSchedule: edge cases', () => {
  it.each(MARGIN_TYPES)('%s with margin 0 repays loan / tenor and charges nothing', (type) => {
    const rows = simulate(12_000_000, 0, 12, type)
    expect(column(rows, 'interestPayment')).toEqual(Array(12).fill(0))
    expect(column(rows, 'monthlyPayment')).toEqual(Array(12).fill(1_000_000))
  })

  it('closes an uneven 0 % Anuitas in the last month', () => {
    const rows = simulate(10_000_000, 0, 3, 'Anuitas')
    expect(column(rows, 'monthlyPayment')).toEqual([3_333_333, 3_333_333, 3_333_334])
  })

  it.each([
    ['Flat', 12_120_000],
    ['Efektif', 12_120_000],
    ['Anuitas', 12_120_000],
  ] as const)('%s over 1 month repays everything plus one month of margin', (type, payment) => {
    expect(simulate(12_000_000, 12, 1, type)).toEqual([
      {
        month: 1,
        startingBalance: 12_000_000,
        principalPayment: 12_000_000,
        interestPayment: 120_000,
        monthlyPayment: payment,
        endingBalance: 0,
      },
    ])
  })

  it('builds a 360-month Anuitas with the textbook payment', () => {
    // 100.000 at 12 % over 30 years is the textbook 1.028,6126; × 5.000 → 5.143.063.
    const rows = simulate(500_000_000, 12, 360, 'Anuitas')
    expect(rows).toHaveLength(360)
    expect(new Set(column(rows, 'monthlyPayment'))).toEqual(new Set([5_143_063]))
    expect(rows.at(-1)?.endingBalance).toBe(0)
  })

  it.each(MARGIN_TYPES)('%s handles 1.000.000.000.000 rupiah without overflow', (type) => {
    const rows = simulate(1_000_000_000_000, 15.6, 360, type)
    const values = rows.flatMap((row) => Object.values(row))
    expect(values.every((value) => Number.isSafeInteger(value) && value >= 0)).toBe(true)
    expect(summarize(rows).principal).toBe(1_000_000_000_000)
    expect(rows[0]?.interestPayment).toBe(13_000_000_000)
  })

  it('spreads a loan smaller than the tenor without negative balances', () => {
    const rows = simulate(20, 15.6, 24, 'Flat')
    expect(summarize(rows).principal).toBe(20)
    expect(Math.min(...column(rows, 'endingBalance'))).toBe(0)
    expect(rows.at(-1)?.endingBalance).toBe(0)
  })
})

// Collects broken invariants instead of asserting per row: ~60.000 rows stay fast to check.
function findViolations(input: SimulationInput, rows: ScheduleRow[]): string[] {
  const violations: string[] = []
  const check = (ok: boolean, message: string) => ok || violations.push(message)
  check(rows.length === input.tenor, 'one row per month')
  check(summarize(rows).principal === input.loanAmount, 'principal sums to the loan')
  check(rows[0]?.startingBalance === input.loanAmount, 'starts at the loan')
  check(Object.is(rows.at(-1)?.endingBalance, 0), 'last ending balance exactly 0')
  rows.forEach((row, index) => {
    const at = `month ${row.month}`
    check(row.month === index + 1, `${at}: numbered in order`)
    check(row.endingBalance >= 0, `${at}: balance not below 0`)
    check(row.endingBalance <= row.startingBalance, `${at}: balance does not rise`)
    check(row.interestPayment >= 0, `${at}: margin not negative`)
    check(
      row.monthlyPayment === row.principalPayment + row.interestPayment,
      `${at}: payment adds up`,
    )
    check(
      row.endingBalance === row.startingBalance - row.principalPayment,
      `${at}: balance adds up`,
    )
    check(
      (rows[index + 1]?.startingBalance ?? row.endingBalance) === row.endingBalance,
      `${at}: carried`,
    )
    check(Number.isSafeInteger(row.monthlyPayment), `${at}: whole rupiah`)
  })
  if (input.marginType === 'Anuitas') {
    const first = rows[0]?.monthlyPayment ?? Number.NaN
    rows.slice(0, -1).forEach((row) => {
      check(Math.abs(row.monthlyPayment - first) <= 1, `month ${row.month}: equal annuity payment`)
    })
  }
  return violations
}

describe('buildSchedule: properties over 210 seeded random inputs', () => {
  it.each(randomInputs(210))('%o', (input) => {
    expect(findViolations(input, buildSchedule(input))).toEqual([])
  })

  it('detects a broken schedule', () => {
    const rows = simulate(1_000, 12, 2, 'Anuitas').map((row) => ({ ...row, monthlyPayment: 1 }))
    expect(
      findViolations(
        { ...DEFAULT_INPUT, loanAmount: 1_000, tenor: 2, marginType: 'Anuitas' },
        rows,
      ),
    ).toEqual(['month 1: payment adds up', 'month 2: payment adds up'])
  })
})

describe('summarize and compareMethods', () => {
  it('returns zeros for an empty schedule', () => {
    expect(summarize([])).toEqual({
      principal: 0,
      margin: 0,
      paid: 0,
      firstPayment: 0,
      lastPayment: 0,
    })
  })

  it('compares the three methods for the same input', () => {
    const comparison = compareMethods({
      ...DEFAULT_INPUT,
      loanAmount: 12_000_000,
      annualMargin: 12,
      tenor: 12,
    })
    expect(
      comparison.map(({ marginType, summary }) => [
        marginType,
        summary.firstPayment,
        summary.margin,
      ]),
    ).toEqual([
      ['Flat', 1_120_000, 1_440_000],
      ['Efektif', 1_120_000, 780_000],
      ['Anuitas', 1_066_185, 794_220],
    ])
  })
})

describe('validateInput', () => {
  it('accepts the defaults and a 0 % margin', () => {
    expect(validateInput(DEFAULT_INPUT)).toBeNull()
    expect(validateInput({ ...DEFAULT_INPUT, annualMargin: 0 })).toBeNull()
  })

  it.each([
    ['loan 0', { loanAmount: 0 }],
    ['negative loan', { loanAmount: -1 }],
    ['negative margin', { annualMargin: -0.1 }],
    ['tenor 0', { tenor: 0 }],
    ['negative tenor', { tenor: -12 }],
    ['fractional tenor', { tenor: 1.5 }],
    ['unparsable margin', { annualMargin: Number.NaN }],
    ['unparsable tenor', { tenor: Number.NaN }],
  ])('rejects %s as not positive', (_, override) => {
    expect(validateInput({ ...DEFAULT_INPUT, ...override })).toBe(
      'Pastikan semua input adalah angka positif!',
    )
  })

  it.each([
    ['loan', { loanAmount: MAX_LOAN_AMOUNT + 1 }],
    ['margin', { annualMargin: MAX_ANNUAL_MARGIN + 0.01 }],
    ['tenor', { tenor: MAX_TENOR + 1 }],
  ])('rejects a %s beyond the simulation limits', (_, override) => {
    expect(validateInput({ ...DEFAULT_INPUT, ...override })).toBe(LIMIT_MESSAGE)
    expect(LIMIT_MESSAGE).not.toBe(INVALID_INPUT_MESSAGE)
  })

  it('accepts the limits themselves', () => {
    const input = {
      loanAmount: MAX_LOAN_AMOUNT,
      annualMargin: 100,
      tenor: 600,
      marginType: 'Anuitas' as const,
    }
    expect(validateInput(input)).toBeNull()
    expect(summarize(buildSchedule(input)).principal).toBe(MAX_LOAN_AMOUNT)
  })
})

describe('parsers', () => {
  it('keeps only the digits of a loan amount', () => {
    expect(parseLoanAmount('10.000.000')).toBe(10_000_000)
    expect(parseLoanAmount('Rp 5jt 250')).toBe(5_250)
    expect(parseLoanAmount('abc')).toBe(0)
    expect(parseLoanAmount('')).toBe(0)
    expect(parseLoanAmount('-7')).toBe(7)
  })

  it('caps a loan amount at 15 digits, ignoring leading zeros', () => {
    expect(parseLoanAmount('1234567890123456789')).toBe(123_456_789_012_345)
    expect(parseLoanAmount('000012')).toBe(12)
  })

  it('reads a margin with a decimal comma or point', () => {
    expect(parseMargin('15,6')).toBe(15.6)
    expect(parseMargin('15.6')).toBe(15.6)
    expect(parseMargin(' 12 ')).toBe(12)
    expect(parseMargin('')).toBe(0)
    expect(parseMargin('-1')).toBe(-1)
    expect(parseMargin('abc')).toBeNaN()
  })

  it('reads a tenor as an integer', () => {
    expect(parseTenor('24')).toBe(24)
    expect(parseTenor('24,5')).toBe(24)
    expect(parseTenor('')).toBe(0)
    expect(parseTenor('abc')).toBeNaN()
  })

  it('formats the loan field while typing', () => {
    expect(formatLoanText('10000000')).toBe('10.000.000')
    expect(formatLoanText('12a34')).toBe('1.234')
    expect(formatLoanText('abc')).toBe('')
    expect(formatLoanText('')).toBe('')
  })

  it('round-trips form values', () => {
    const values = toFormValues(DEFAULT_INPUT)
    expect(values).toEqual({
      loanAmount: '10.000.000',
      annualMargin: '15,6',
      tenor: '24',
      marginType: 'Flat',
    })
    expect(readFormValues(values)).toEqual(DEFAULT_INPUT)
  })
})

describe('URL parameters', () => {
  it('serialises to jumlah, margin, tenor and jenis', () => {
    expect(toSearchParams(DEFAULT_INPUT).toString()).toBe(
      'jumlah=10000000&margin=15.6&tenor=24&jenis=flat',
    )
  })

  it.each(randomInputs(12).map((input) => ({ ...input, annualMargin: 7.25 })))(
    'round-trips %o',
    (input) => {
      const url = new URL(`https://example.test/tabelsimulasi?${toSearchParams(input)}`)
      expect(fromSearchParams(url.searchParams)).toEqual(input)
    },
  )

  it('reads Next.js searchParams records, taking the first of repeated keys', () => {
    expect(
      fromSearchParams({ jumlah: ['5000000', '1'], margin: '12,5', tenor: '36', jenis: 'ANUITAS' }),
    ).toEqual({ loanAmount: 5_000_000, annualMargin: 12.5, tenor: 36, marginType: 'Anuitas' })
  })

  it('defaults jenis to Flat', () => {
    expect(fromSearchParams({ jumlah: '1000', margin: '1', tenor: '2' })?.marginType).toBe('Flat')
  })

  it('returns null without a complete input or with an unknown jenis', () => {
    expect(fromSearchParams(new URLSearchParams())).toBeNull()
    expect(fromSearchParams({ jumlah: '1000', margin: '1' })).toBeNull()
    expect(fromSearchParams({ jumlah: '1000', margin: '1', tenor: '2', jenis: 'bunga' })).toBeNull()
  })

  it('keeps invalid values so the page can show the validation message', () => {
    const input = fromSearchParams({ jumlah: '0', margin: '12', tenor: '12' })
    expect(input).not.toBeNull()
    expect(validateInput(input ?? DEFAULT_INPUT)).toBe(INVALID_INPUT_MESSAGE)
  })
})

describe('toCsv', () => {
  it('writes a BOM, the header and one semicolon row per month', () => {
    expect(toCsv(simulate(3_000_000, 12, 3, 'Flat'))).toBe(
      '\uFEFFBulan;Saldo Awal;Angsuran Pokok;Margin;Angsuran Bulanan;Saldo Akhir\r\n' +
        '1;3000000;1000000;30000;1030000;2000000\r\n' +
        '2;2000000;1000000;30000;1030000;1000000\r\n' +
        '3;1000000;1000000;30000;1030000;0\r\n',
    )
  })

  it('writes plain integers whose columns add up to the totals', () => {
    const rows = simulate(10_000_000, 15.6, 24, 'Anuitas')
    const lines = toCsv(rows).trimEnd().split('\r\n').slice(1)
    expect(lines).toHaveLength(24)
    const cells = lines.map((line) => line.split(';'))
    expect(cells.flat().every((cell) => /^\d+$/.test(cell))).toBe(true)
    const sum = (index: number) => cells.reduce((total, line) => total + Number(line[index]), 0)
    const summary = summarize(rows)
    expect([sum(2), sum(3), sum(4)]).toEqual([summary.principal, summary.margin, summary.paid])
  })

  it('rounds values that are not whole rupiah', () => {
    const row = {
      month: 1,
      startingBalance: 10.4,
      principalPayment: 10.4,
      interestPayment: 0.5,
      monthlyPayment: 10.9,
      endingBalance: 0,
    }
    expect(toCsv([row]).split('\r\n')[1]).toBe('1;10;10;1;11;0')
  })

  it('names the file and the empty-export message as specified', () => {
    expect(CSV_FILE_NAME).toBe('tabel_angsuran.csv')
    expect(EMPTY_EXPORT_MESSAGE).toBe(
      'Tidak ada data untuk diekspor. Silakan hitung angsuran terlebih dahulu.',
    )
  })
})
