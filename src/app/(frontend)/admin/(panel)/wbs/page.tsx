import type { Metadata } from 'next'
import Link from 'next/link'

import { isOfficer } from '@/access/is-whistleblowing-officer'
import { NumberedTable } from '@/modules/admin/components/numbered-table'
import { Panel, ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { AktivitasPagination } from '@/modules/aktivitas/components/aktivitas-pagination'
import { formatTanggal } from '@/modules/pengaduan/pengaduan.rules'
import {
  HASIL_WBS,
  STATUS_WBS,
  WBS_MESSAGES,
  WBS_PAGE_SIZE,
} from '@/modules/whistleblowing/whistleblowing.rules'
import { listReports } from '@/modules/whistleblowing/whistleblowing.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Whistleblowing' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function WhistleblowingListPage({ searchParams }: Props) {
  const ctx = await requireAdmin()
  if (!isOfficer(ctx.user)) {
    return (
      <>
        <ScreenHeader title="Whistleblowing" description={WBS_MESSAGES.bukanPetugas} />
      </>
    )
  }
  const raw = (await searchParams).page
  const requested = Number(Array.isArray(raw) ? raw[0] : raw)
  const { docs, total, page } = await listReports(
    ctx,
    Number.isSafeInteger(requested) && requested > 0 && requested < 100_000 ? requested : 1,
  )
  return (
    <>
      <ScreenHeader
        title="Whistleblowing"
        description="Laporan pelanggaran, hanya untuk petugas whistleblowing. Pelapor tidak tercatat kecuali memberi nama sendiri."
      />
      <Panel>
        <NumberedTable
          caption="Laporan whistleblowing, terbaru di atas"
          headers={['Diterima', 'Nomor', 'Status', 'Hasil', 'Pelapor']}
          empty="Belum ada laporan."
          rows={docs}
          offset={(page - 1) * WBS_PAGE_SIZE}
          rowClassName="align-top hover:bg-surface-alt/60"
          cells={(row) => (
            <>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                {formatTanggal(row.diterimaPada.slice(0, 10))}
              </td>
              <td className="px-3 py-3 font-mono text-xs whitespace-nowrap">
                <Link
                  href={`/admin/wbs/${row.id}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {row.nomor}
                </Link>
              </td>
              <td className="px-3 py-3">{STATUS_WBS[row.status]}</td>
              <td className="px-3 py-3">{row.hasil ? HASIL_WBS[row.hasil] : '–'}</td>
              <td className="px-3 py-3">{row.anonim ? 'Anonim' : 'Bernama'}</td>
            </>
          )}
        />
        {total > 0 ? (
          <AktivitasPagination
            page={page}
            total={total}
            hrefFor={(target) => `/admin/wbs${target > 1 ? `?page=${target}` : ''}`}
          />
        ) : null}
      </Panel>
    </>
  )
}
