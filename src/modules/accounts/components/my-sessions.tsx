'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

import { buttonClass } from '@/components/ui/button-styles'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { requestJson } from '@/modules/admin/lib/api-client'
import type { SessionRow } from '@/modules/auth/sessions.service'

// The zone is fixed, so the server's render and the browser's agree.
const when = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})
const show = (iso: string | null) => (iso ? when.format(new Date(iso)) : '-')

/** The caller's signed-in sessions, and 'Keluar dari perangkat lain'. */
export function MySessions({ rows }: { rows: SessionRow[] }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const endOthers = async () => {
    setBusy(true)
    const result = await requestJson<{ message: string }>('POST', '/api/auth/logout-others')
    setBusy(false)
    if (!result.ok) return toast.error(result.error ?? 'Terjadi kesalahan.')
    toast.success(result.data.message)
    router.refresh()
  }

  return (
    <div className="space-y-4">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Sesi login Anda</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="py-2">
              Login sejak
            </th>
            <th scope="col">Berakhir bila tidak aktif</th>
            <th scope="col">Perangkat</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line">
              <td className="py-3">{show(row.createdAt)}</td>
              <td>{show(row.expiresAt)}</td>
              <td>{row.current ? 'Perangkat ini' : 'Perangkat lain'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PendingButton
        type="button"
        onClick={endOthers}
        className={buttonClass('secondary')}
        pending={busy}
      >
        Keluar dari perangkat lain
      </PendingButton>
    </div>
  )
}
