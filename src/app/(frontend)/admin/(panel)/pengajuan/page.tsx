import type { Metadata } from 'next'

import { buttonClass } from '@/components/ui/button-styles'
import { Panel, ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { AktivitasPagination } from '@/modules/aktivitas/components/aktivitas-pagination'
import { PengajuanFilterForm } from '@/modules/pengajuan/admin/pengajuan-filters'
import { PengajuanTable } from '@/modules/pengajuan/admin/pengajuan-table'
import { pengajuanQuery } from '@/modules/pengajuan/pengajuan.query'
import { PENGAJUAN_PAGE_SIZE } from '@/modules/pengajuan/pengajuan.rules'
import { parsePengajuanFilters } from '@/modules/pengajuan/pengajuan.schema'
import { listPengajuan } from '@/modules/pengajuan/pengajuan.service'
import { findRecordPage } from '@/modules/content/content.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Pengajuan' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PengajuanListPage({ searchParams }: Props) {
  const ctx = await requireAdmin()
  const filters = parsePengajuanFilters(await searchParams)
  const [{ docs, total, page }, produk] = await Promise.all([
    listPengajuan(ctx, filters),
    findRecordPage(ctx, 'produk', {}, { page: 1, limit: 100 }),
  ])
  return (
    <>
      <ScreenHeader
        title="Pengajuan"
        description="Pengajuan pembiayaan dan pesan dari formulir situs, terbaru di atas. Berisi data pribadi: gunakan hanya untuk menindaklanjuti pengajuan."
        actions={
          <a
            href={`/admin/pengajuan/unduh${pengajuanQuery(filters)}`}
            download
            className={buttonClass('secondary')}
          >
            Unduh CSV
          </a>
        }
      />
      <Panel>
        <PengajuanFilterForm
          filters={filters}
          produk={produk.items.map(({ _id, judul }) => ({ id: _id, judul }))}
        />
        <PengajuanTable rows={docs} offset={(page - 1) * PENGAJUAN_PAGE_SIZE} />
        {total > 0 ? (
          <AktivitasPagination
            page={page}
            total={total}
            hrefFor={(target) => `/admin/pengajuan${pengajuanQuery(filters, target)}`}
          />
        ) : null}
      </Panel>
    </>
  )
}
