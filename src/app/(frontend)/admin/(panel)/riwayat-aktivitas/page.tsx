import type { Metadata } from 'next'

import { buttonClass } from '@/components/ui/button-styles'
import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { aktivitasQuery } from '@/modules/aktivitas/aktivitas.query'
import { AKTIVITAS_PAGE_SIZE } from '@/modules/aktivitas/aktivitas.rules'
import { parseAktivitasFilters } from '@/modules/aktivitas/aktivitas.schema'
import { listAktivitas } from '@/modules/aktivitas/aktivitas.service'
import { AktivitasFilterForm } from '@/modules/aktivitas/components/aktivitas-filters'
import { AktivitasPagination } from '@/modules/aktivitas/components/aktivitas-pagination'
import { AktivitasTable } from '@/modules/aktivitas/components/aktivitas-table'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Riwayat Aktivitas' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function RiwayatAktivitasPage({ searchParams }: Props) {
  const ctx = await requireAdmin()
  const filters = parseAktivitasFilters(await searchParams)
  const { docs, total, page } = await listAktivitas(ctx, filters)
  return (
    <>
      <ScreenHeader
        title="Riwayat Aktivitas"
        description="Siapa menambah, mengubah atau menghapus data, dan setiap login, kapan dan dari alamat mana. Catatan ini tidak dapat diubah."
        actions={
          <a
            href={`/admin/riwayat-aktivitas/unduh${aktivitasQuery(filters)}`}
            download
            className={buttonClass('secondary')}
          >
            Unduh CSV
          </a>
        }
      />
      <Panel>
        <AktivitasFilterForm filters={filters} />
        <AktivitasTable rows={docs} offset={(page - 1) * AKTIVITAS_PAGE_SIZE} />
        {total > 0 ? (
          <AktivitasPagination
            page={page}
            total={total}
            hrefFor={(target) => `/admin/riwayat-aktivitas${aktivitasQuery(filters, target)}`}
          />
        ) : null}
      </Panel>
    </>
  )
}
