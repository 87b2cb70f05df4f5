import type { Metadata } from 'next'

import { Panel, ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { AktivitasPagination } from '@/modules/aktivitas/components/aktivitas-pagination'
import { findRecordPage } from '@/modules/content/content.service'
import { RedirectForm } from '@/modules/redirects/admin/redirect-form'
import { RedirectTable } from '@/modules/redirects/admin/redirect-table'
import { REDIRECT_TARGET_TYPES } from '@/modules/redirects/redirects.rules'
import { ADMIN_PAGE_SIZE, listRedirects } from '@/modules/redirects/redirects.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Pengalihan' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const GROUPS = { news: 'News', produk: 'Produk', promo: 'Promo' } as const

export default async function PengalihanPage({ searchParams }: Props) {
  const ctx = await requireAdmin()
  const params = await searchParams
  const dari = typeof params.dari === 'string' ? params.dari.slice(0, 500) : ''
  const [{ docs, total, page }, ...pages] = await Promise.all([
    listRedirects(ctx, params.page),
    ...REDIRECT_TARGET_TYPES.map((type) => findRecordPage(ctx, type, {}, { page: 1, limit: 100 })),
  ])
  const records = REDIRECT_TARGET_TYPES.map((type, i) => ({
    group: GROUPS[type],
    options: pages[i].items.map((item) => ({
      value: `${type}:${item._id}`,
      label: String(item.judul),
    })),
  }))
  return (
    <>
      <ScreenHeader
        title="Pengalihan"
        description="Alamat lama (dari situs sebelumnya atau slug yang berubah) yang dialihkan ke halaman baru, sebelum halaman dimuat. Rantai pengalihan dilewati sekali jalan."
      />
      <Panel className="mb-6">
        <RedirectForm key={dari} dari={dari} records={records} />
      </Panel>
      <Panel>
        <RedirectTable rows={docs} offset={(page - 1) * ADMIN_PAGE_SIZE} />
        {total > 0 ? (
          <AktivitasPagination
            page={page}
            total={total}
            hrefFor={(target) => `/admin/pengalihan?page=${target}`}
          />
        ) : null}
      </Panel>
    </>
  )
}
