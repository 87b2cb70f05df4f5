import { buildSchedule, type MarginType, validateInput } from '@/modules/simulator/simulator'

import type { JenisMargin } from './pengajuan.rules'

const MARGIN_TYPE: Record<JenisMargin, MarginType> = {
  flat: 'Flat',
  efektif: 'Efektif',
  anuitas: 'Anuitas',
}

export const marginTypeLabel = (jenis: JenisMargin) => MARGIN_TYPE[jenis]

/**
 * The first month's installment exactly as the simulator computes it, or undefined when the
 * simulation is incomplete or out of its bounds. (Flat and Anuitas keep it every month; Efektif
 * falls from it.)
 */
export function firstInstallment(input: {
  jumlah?: number
  tenor?: number
  jenisMargin?: JenisMargin
  margin?: number
}): number | undefined {
  const { jumlah, tenor, jenisMargin, margin } = input
  if (jumlah === undefined || tenor === undefined || !jenisMargin || margin === undefined) return
  const simulation = {
    loanAmount: jumlah,
    tenor,
    annualMargin: margin,
    marginType: MARGIN_TYPE[jenisMargin],
  }
  if (validateInput(simulation)) return
  return buildSchedule(simulation)[0]?.monthlyPayment
}
