import type { Pengaduan } from '@/payload-types'

import { STATUS_PENGADUAN } from '../pengaduan.rules'
import type { DueFlag } from '../pengaduan.service'

const style: Record<Pengaduan['status'], string> = {
  diterima: 'bg-gold-100 text-gold-700',
  diproses: 'bg-blue-50 text-blue-800',
  diperpanjang: 'bg-blue-50 text-blue-800',
  tidakLengkap: 'bg-red-50 text-red-800',
  selesai: 'bg-brand-50 text-brand-800',
}

const pill = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

export function PengaduanStatusBadge({ status }: { status: Pengaduan['status'] }) {
  return <span className={`${pill} ${style[status]}`}>{STATUS_PENGADUAN[status]}</span>
}

/** 'Lewat batas' / 'Segera jatuh tempo' beside an open complaint's due date. */
export function DueBadge({ flag }: { flag: DueFlag }) {
  if (flag === 'lewat') return <span className={`${pill} bg-red-50 text-red-800`}>Lewat batas</span>
  if (flag === 'segera')
    return <span className={`${pill} bg-gold-100 text-gold-700`}>Segera jatuh tempo</span>
  return null
}
