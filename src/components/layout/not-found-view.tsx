import Link from 'next/link'

import { Img } from '@/components/ui/img'

type NotFoundViewProps = {
  /** The page's one h1, e.g. 'Produk tidak ditemukan.'. */
  title: string
  message: string
  /** Where the first button leads; the home page when not given. */
  back?: { href: string; label: string }
}

const SUGGESTIONS = [
  { href: '/produk-layanan', label: 'Produk dan Layanan' },
  { href: '/news', label: 'News' },
  { href: '/laporan-publikasi', label: 'Laporan Publikasi' },
  { href: '/tabelsimulasi', label: 'Simulasi Angsuran' },
]

/** A 404 that helps: says what happened and offers the pages a visitor most likely wanted. */
export function NotFoundView({ title, message, back }: NotFoundViewProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center">
      <Img
        src="/images/not-found.webp"
        alt=""
        width={640}
        height={400}
        className="h-auto w-full max-w-sm"
      />
      <p className="mt-8 text-sm font-bold uppercase tracking-widest text-gold-700">404</p>
      <h1 className="mt-2 text-2xl font-bold text-brand-800 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-xl text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={back?.href ?? '/'}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {back?.label ?? 'Kembali ke Beranda'}
        </Link>
      </div>
      <nav aria-label="Halaman yang mungkin Anda cari" className="mt-10 w-full">
        <h2 className="text-sm font-semibold text-ink">Mungkin Anda mencari:</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {SUGGESTIONS.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className="inline-block rounded-full border border-line px-4 py-2 text-sm text-brand-800 hover:border-brand-500 hover:bg-brand-50"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
