import { formatPercent, formatRupiah } from '@/lib/format'

import type { SimulationInput } from './simulator'

/** The simulated financing in one sentence, for the summary and the table's caption. */
export function describeInput(input: SimulationInput): string {
  return (
    `Pembiayaan ${formatRupiah(input.loanAmount)}, margin ${input.marginType} ` +
    `${formatPercent(input.annualMargin)} per tahun, tenor ${input.tenor} bulan.`
  )
}
