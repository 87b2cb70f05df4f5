import { fromSearchParams } from '@/modules/simulator/simulator.params'

import type { PengajuanPrefill } from './components/pengajuan-form'
import { type JenisMargin } from './pengajuan.rules'

/** The query parameters 'Ajukan Pembiayaan' reads: a product's slug, the simulator's shared link. */
export const PREFILL_PARAMS = ['produk', 'jumlah', 'margin', 'tenor', 'jenis'] as const

/** What a link asks the form to hold; a value that makes no sense is left out. */
export function readPrefill(params: URLSearchParams): PengajuanPrefill {
  const produk = params.get('produk')?.trim().slice(0, 200) || undefined
  const simulation = fromSearchParams(params)
  if (!simulation) return { produk }
  const jumlah = simulation.loanAmount > 0 ? simulation.loanAmount : undefined
  const tenor =
    Number.isInteger(simulation.tenor) && simulation.tenor > 0 ? simulation.tenor : undefined
  const margin =
    Number.isFinite(simulation.annualMargin) && simulation.annualMargin >= 0
      ? simulation.annualMargin
      : undefined
  return {
    produk,
    jumlah,
    tenor,
    margin,
    jenisMargin:
      margin === undefined ? undefined : (simulation.marginType.toLowerCase() as JenisMargin),
  }
}
