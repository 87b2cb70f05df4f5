'use client'

import { useEffect, useRef } from 'react'

/** The answer to a stored inquiry: its reference number, focused so it is read out at once. */
export function PengajuanSent({ nomor, jenis }: { nomor: string; jenis: 'pembiayaan' | 'kontak' }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-brand-600 bg-brand-50 p-6 text-ink outline-none"
    >
      <h2 className="text-xl font-bold text-brand-800">
        {jenis === 'pembiayaan'
          ? 'Pengajuan Anda sudah kami terima'
          : 'Pesan Anda sudah kami terima'}
      </h2>
      <p className="mt-3 text-lg">
        Nomor pengajuan: <strong className="font-mono tracking-wide">{nomor}</strong>
      </p>
      <p className="mt-3 text-sm text-muted">
        Simpan nomor ini. Petugas kami akan menghubungi Anda melalui nomor HP/WhatsApp yang Anda
        berikan pada hari kerja berikutnya.
      </p>
    </div>
  )
}
