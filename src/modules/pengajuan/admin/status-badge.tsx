import type { Pengajuan } from '@/payload-types'

import { STATUS_PENGAJUAN } from '../pengajuan.rules'

const style: Record<Pengajuan['status'], string> = {
  baru: 'bg-gold-100 text-gold-700',
  dihubungi: 'bg-blue-50 text-blue-800',
  selesai: 'bg-brand-50 text-brand-800',
  ditolak: 'bg-red-50 text-red-800',
}

export function StatusBadge({ status }: { status: Pengajuan['status'] }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${style[status]}`}
    >
      {STATUS_PENGAJUAN[status]}
    </span>
  )
}
