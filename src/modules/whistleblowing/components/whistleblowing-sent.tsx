'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

/** The registration: number and follow-up code, shown this once. */
export function WhistleblowingSent({ nomor, kode }: { nomor: string; kode: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-brand-600 bg-brand-50 p-6 text-ink outline-none"
    >
      <h2 className="text-xl font-bold text-brand-800">Laporan Anda sudah kami terima</h2>
      <p className="mt-3 text-lg">
        Nomor laporan: <strong className="font-mono tracking-wide">{nomor}</strong>
      </p>
      <p className="mt-2">
        Kode tindak lanjut: <strong className="font-mono tracking-wide">{kode}</strong>
      </p>
      <p className="mt-3 text-sm text-muted">
        Catat nomor dan kode ini sekarang: kode hanya ditampilkan sekali dan tidak dapat kami kirim
        ulang, karena kami tidak tahu siapa Anda. Dengan keduanya Anda dapat membaca pertanyaan
        petugas, menjawabnya, dan melihat hasil penanganan di{' '}
        <Link
          href="/whistleblowing/tindak-lanjut"
          className="font-semibold text-brand-800 underline"
        >
          halaman tindak lanjut
        </Link>
        .
      </p>
    </div>
  )
}
