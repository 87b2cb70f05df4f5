import type { Metadata } from 'next'

import { Panel, ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { AktivitasPagination } from '@/modules/aktivitas/components/aktivitas-pagination'
import { NotFoundTable } from '@/modules/redirects/admin/not-found-table'
import { ADMIN_PAGE_SIZE, listNotFound } from '@/modules/redirects/redirects.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Log 404' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function Log404Page({ searchParams }: Props) {
  const ctx = await requireAdmin()
  const { docs, total, page } = await listNotFound(ctx, (await searchParams).page)
  return (
    <>
      <ScreenHeader
        title="Log 404"
        description="Alamat yang diminta pengunjung tetapi tidak ada di situs, terbanyak di atas. Tanpa data pengunjung; hanya situs perujuknya. Catatan yang lama tidak terlihat dihapus setelah 90 hari."
      />
      <Panel>
        <NotFoundTable rows={docs} offset={(page - 1) * ADMIN_PAGE_SIZE} />
        {total > 0 ? (
          <AktivitasPagination
            page={page}
            total={total}
            hrefFor={(target) => `/admin/log404?page=${target}`}
          />
        ) : null}
      </Panel>
    </>
  )
}
