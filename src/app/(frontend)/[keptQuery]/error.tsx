'use client'

import Link from 'next/link'

import type { ErrorPageProps } from '@/lib/error-page'

/** A page that failed on the server: says so in the visitor's language and offers a retry. */
export default function SiteError({ retry }: ErrorPageProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Halaman tidak dapat dimuat</h1>
      <p className="mt-3 text-muted">
        Maaf, terjadi gangguan saat memuat halaman ini. Silakan coba lagi beberapa saat lagi.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Coba lagi
        </button>
        <Link
          href="/"
          className="rounded-lg border border-line px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Kembali ke Beranda
        </Link>
      </div>
    </div>
  )
}
