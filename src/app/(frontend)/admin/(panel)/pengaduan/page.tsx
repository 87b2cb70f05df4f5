import type { Metadata } from 'next'
import Link from 'next/link'

import { buttonClass } from '@/components/ui/button-styles'
import { Panel, ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { AktivitasPagination } from '@/modules/aktivitas/components/aktivitas-pagination'
import { PengaduanFilterForm } from '@/modules/pengaduan/admin/pengaduan-filters'
import { PengaduanTable } from '@/modules/pengaduan/admin/pengaduan-table'
import { PENGADUAN_PAGE_SIZE } from '@/modules/pengaduan/pengaduan.rules'
import { parsePengaduanFilters, type PengaduanFilters } from '@/modules/pengaduan/pengaduan.schema'
import { countOpenPengaduan, countOverduePengaduan } from '@/modules/pengaduan/pengaduan.counts'
import { listPengaduan } from '@/modules/pengaduan/pengaduan.service'
import { dateInWib } from '@/modules/pengaduan/working-days'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Pengaduan' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const query = (filters: PengaduanFilters, page: number) => {
  const params = new URLSearchParams()
  for (const key of ['status', 'kanal', 'tenggat'] as const)
    if (filters[key]) params.set(key, String(filters[key]))
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export default async function PengaduanListPage({ searchParams }: Props) {
  const ctx = await requireAdmin()
  const filters = parsePengaduanFilters(await searchParams)
  const now = new Date()
  const [{ docs, total, page }, open, overdue] = await Promise.all([
    listPengaduan(ctx, filters, now),
    countOpenPengaduan(ctx),
    countOverduePengaduan(ctx, now),
  ])
  return (
    <>
      <ScreenHeader
        title="Pengaduan"
        description={`Register pengaduan konsumen: ${open} masih berjalan, ${overdue} lewat batas waktu. Berisi data pribadi: gunakan hanya untuk menangani pengaduan.`}
        actions={
          <>
            <Link href="/admin/pengaduan/laporan" className={buttonClass('secondary')}>
              Laporan triwulan
            </Link>
            <Link href="/admin/pengaduan/baru" className={buttonClass('primary')}>
              Catat pengaduan
            </Link>
          </>
        }
      />
      <Panel>
        <PengaduanFilterForm filters={filters} />
        <PengaduanTable
          rows={docs}
          offset={(page - 1) * PENGADUAN_PAGE_SIZE}
          today={dateInWib(now)}
        />
        {total > 0 ? (
          <AktivitasPagination
            page={page}
            total={total}
            hrefFor={(target) => `/admin/pengaduan${query(filters, target)}`}
          />
        ) : null}
      </Panel>
    </>
  )
}
