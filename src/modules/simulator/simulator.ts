// Pure schedule maths. No imports on purpose: scripts/bench-simulator.ts loads this file
// directly with `node --experimental-strip-types`, which cannot resolve path aliases.

export type MarginType = 'Flat' | 'Efektif' | 'Anuitas'

export const MARGIN_TYPES: readonly MarginType[] = ['Flat', 'Efektif', 'Anuitas']

export interface SimulationInput {
  loanAmount: number
  annualMargin: number
  tenor: number
  marginType: MarginType
}

// Rows hold whole rupiah: each row adds up (start − principal = end, principal + margin = payment)
// and the columns sum to the totals shown, as on a real bank schedule.
export interface ScheduleRow {
  month: number
  startingBalance: number
  principalPayment: number
  interestPayment: number
  monthlyPayment: number
  endingBalance: number
}

export interface Totals {
  principal: number
  margin: number
  paid: number
}

export interface Summary extends Totals {
  firstPayment: number
  lastPayment: number
}

/** One finished simulation: what was asked, its schedule and the three methods side by side. */
export interface Calculation {
  input: SimulationInput
  rows: ScheduleRow[]
  comparison: MethodComparison[]
}

export interface MethodComparison {
  marginType: MarginType
  summary: Summary
}

export const DEFAULT_INPUT: SimulationInput = {
  loanAmount: 10_000_000,
  annualMargin: 15.6,
  tenor: 24,
  marginType: 'Flat',
}

export const CALCULATION_DELAY_MS = 400
export const MAX_LOAN_DIGITS = 15
export const MAX_LOAN_AMOUNT = 10 ** MAX_LOAN_DIGITS - 1
export const MAX_ANNUAL_MARGIN = 100
export const MAX_TENOR = 600

export const INVALID_INPUT_MESSAGE = 'Pastikan semua input adalah angka positif!'
export const LIMIT_MESSAGE =
  'Batas simulasi: jumlah pembiayaan maksimal 15 digit, margin maksimal 100% per tahun, dan tenor maksimal 600 bulan.'

/** The Indonesian message to show for an unusable input, or null when it can be simulated. */
export function validateInput(input: SimulationInput): string | null {
  const { loanAmount, annualMargin, tenor } = input
  // Written as negations so NaN fails every check.
  if (
    !(loanAmount > 0) ||
    !(annualMargin >= 0) ||
    !(tenor > 0) ||
    !Number.isInteger(loanAmount) ||
    !Number.isInteger(tenor)
  ) {
    return INVALID_INPUT_MESSAGE
  }
  if (loanAmount > MAX_LOAN_AMOUNT || annualMargin > MAX_ANNUAL_MARGIN || tenor > MAX_TENOR) {
    return LIMIT_MESSAGE
  }
  return null
}

/** The monthly schedule for an input that passed validateInput. */
export function buildSchedule(input: SimulationInput): ScheduleRow[] {
  const monthlyRate = input.annualMargin / 100 / 12
  if (input.marginType === 'Anuitas' && monthlyRate > 0) {
    return buildAnnuitySchedule(input.loanAmount, monthlyRate, input.tenor)
  }
  return buildEqualPrincipalSchedule(input, monthlyRate)
}

// Flat, Efektif, and Anuitas at 0 % (whose fixed payment is then simply loan / tenor).
function buildEqualPrincipalSchedule(input: SimulationInput, monthlyRate: number): ScheduleRow[] {
  const { loanAmount, tenor, marginType } = input
  const principal = Math.round(loanAmount / tenor)
  const flatMargin = Math.round(loanAmount * monthlyRate)
  const rows: ScheduleRow[] = []
  let balance = loanAmount
  for (let month = 1; month <= tenor; month++) {
    const principalPayment = month === tenor ? balance : Math.min(principal, balance)
    const margin = marginType === 'Flat' ? flatMargin : Math.round(balance * monthlyRate)
    rows.push(createRow(month, balance, principalPayment, margin))
    balance -= principalPayment
  }
  return rows
}

// The whole-rupiah balances follow the exact annuity curve (closed form, so no rounding drift
// builds up over 600 months; it falls steadily and is exactly 0 after the last month) and every
// payment is the same rounded amount; the margin is what the payment leaves after the principal,
// within a rupiah or two of balance × rate.
function buildAnnuitySchedule(
  loanAmount: number,
  monthlyRate: number,
  tenor: number,
): ScheduleRow[] {
  const logGrowth = Math.log1p(monthlyRate)
  const totalGrowth = Math.expm1(tenor * logGrowth)
  const payment = Math.round((loanAmount * monthlyRate * (totalGrowth + 1)) / totalGrowth)
  const rows: ScheduleRow[] = []
  let balance = loanAmount
  for (let month = 1; month <= tenor; month++) {
    const ending = Math.round(loanAmount * (1 - Math.expm1(month * logGrowth) / totalGrowth))
    const principalPayment = balance - ending
    rows.push(createRow(month, balance, principalPayment, Math.max(payment - principalPayment, 0)))
    balance -= principalPayment
  }
  return rows
}

function createRow(
  month: number,
  startingBalance: number,
  principalPayment: number,
  interestPayment: number,
): ScheduleRow {
  return {
    month,
    startingBalance,
    principalPayment,
    interestPayment,
    monthlyPayment: principalPayment + interestPayment,
    endingBalance: startingBalance - principalPayment,
  }
}

/** Totals of a schedule plus its first and last monthly payment (0 for an empty schedule). */
export function summarize(rows: readonly ScheduleRow[]): Summary {
  let principal = 0
  let margin = 0
  for (const row of rows) {
    principal += row.principalPayment
    margin += row.interestPayment
  }
  return {
    principal,
    margin,
    paid: principal + margin,
    firstPayment: rows.at(0)?.monthlyPayment ?? 0,
    lastPayment: rows.at(-1)?.monthlyPayment ?? 0,
  }
}

/** The same input under each margin type, in MARGIN_TYPES order. */
export function compareMethods(input: SimulationInput): MethodComparison[] {
  return MARGIN_TYPES.map((marginType) => ({
    marginType,
    summary: summarize(buildSchedule({ ...input, marginType })),
  }))
}
