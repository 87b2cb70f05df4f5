'use client'

import Link from 'next/link'

import { buttonClass } from '@/components/ui/button-styles'
import type { ErrorPageProps } from '@/lib/error-page'

/** An admin screen whose data could not be loaded: the side menu stays, with a retry. */
export default function PanelError({ retry }: ErrorPageProps) {
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-2xl font-bold text-ink">Data tidak dapat dimuat</h1>
      <p className="text-danger">
        Terjadi kesalahan saat memuat halaman ini. Silakan coba lagi, atau kembali ke Dashboard.
      </p>
      <div className="flex gap-3">
        <button type="button" onClick={() => retry()} className={buttonClass()}>
          Coba lagi
        </button>
        <Link href="/admin/dashboard" className={buttonClass('secondary')}>
          Kembali ke Dashboard
        </Link>
      </div>
    </div>
  )
}
