import type { Metadata } from 'next'

import { formatActivityTime } from '@/modules/aktivitas/aktivitas.csv'
import { Panel, ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { PrivasiForm } from '@/modules/privasi/admin/privasi-form'
import { listNoticeVersions } from '@/modules/privasi/privasi.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Kebijakan Privasi' }

/** /admin/kebijakan-privasi: the notice in force, a new version, and every version before. */
export default async function KebijakanPrivasiAdminPage() {
  const ctx = await requireAdmin()
  const versions = await listNoticeVersions(ctx)
  return (
    <>
      <ScreenHeader
        title="Kebijakan Privasi"
        description="Teks halaman Kebijakan Privasi yang ditautkan setiap formulir. Setiap perubahan disimpan sebagai versi baru."
      />
      <PrivasiForm key={versions[0]?.versi ?? 0} current={versions[0] ?? null} />
      <Panel className="mt-6">
        <h2 className="text-lg font-bold text-ink">Riwayat versi</h2>
        <ol className="mt-4 divide-y divide-line">
          {versions.map((v, i) => (
            <li key={v.versi} className="py-3">
              <details>
                <summary className="cursor-pointer text-sm">
                  <span className="font-semibold text-ink">Versi {v.versi}</span>
                  {i === 0 ? ' (berlaku)' : ''} · {formatActivityTime(v.berlakuSejak)} WIB
                  {v.catatan ? ` · ${v.catatan}` : ''}
                </summary>
                <pre className="mt-3 max-h-96 overflow-auto rounded-lg bg-surface-alt p-3 text-xs whitespace-pre-wrap text-ink">
                  {v.isi}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      </Panel>
    </>
  )
}
