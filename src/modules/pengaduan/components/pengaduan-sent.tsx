'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

import { formatTanggal } from '../pengaduan.rules'

/** The registration: number, due date and the follow-up code, shown this once. */
export function PengaduanSent({
  nomor,
  kode,
  jatuhTempo,
}: {
  nomor: string
  kode: string
  jatuhTempo: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-brand-600 bg-brand-50 p-6 text-ink outline-none"
    >
      <h2 className="text-xl font-bold text-brand-800">Pengaduan Anda sudah kami terima</h2>
      <p className="mt-3 text-lg">
        Nomor pengaduan: <strong className="font-mono tracking-wide">{nomor}</strong>
      </p>
      <p className="mt-2">
        Batas waktu jawaban: <strong>{formatTanggal(jatuhTempo)}</strong>
      </p>
      <p className="mt-2">
        Kode tindak lanjut: <strong className="font-mono tracking-wide">{kode}</strong>
      </p>
      <p className="mt-3 text-sm text-muted">
        Catat nomor dan kode ini sekarang: kode hanya ditampilkan sekali dan tidak dapat kami kirim
        ulang. Dengan keduanya Anda dapat melihat status pengaduan dan menambah keterangan di{' '}
        <Link href="/layanan-pengaduan/status" className="font-semibold text-brand-800 underline">
          halaman status pengaduan
        </Link>
        .
      </p>
    </div>
  )
}
