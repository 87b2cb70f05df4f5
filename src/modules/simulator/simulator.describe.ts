import { formatPercent, formatRupiah } from '@/lib/format'

import type { SimulationInput, Summary } from './simulator'

/** The simulated financing in one sentence, for the summary and the table's caption. */
export function describeInput(input: SimulationInput): string {
  return (
    `Pembiayaan ${formatRupiah(input.loanAmount)}, margin ${input.marginType} ` +
    `${formatPercent(input.annualMargin)} per tahun, tenor ${input.tenor} bulan.`
  )
}

/** The figures a result is summed up in, as the simulator and a product's worked example show them. */
export const SUMMARY_FIGURES = [
  ['Angsuran bulan pertama', 'firstPayment'],
  ['Angsuran bulan terakhir', 'lastPayment'],
  ['Total margin', 'margin'],
  ['Total pembayaran', 'paid'],
] as const satisfies readonly (readonly [string, keyof Summary])[]
