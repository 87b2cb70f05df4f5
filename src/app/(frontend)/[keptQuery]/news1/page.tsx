import Link from 'next/link'

import { buildMetadata } from '@/modules/site/seo'

export function generateMetadata() {
  return buildMetadata({
    title: 'News',
    description:
      'Halaman News sedang dipersiapkan. Sementara itu, baca kabar terbaru kami di halaman News.',
    path: '/news1',
    noIndex: true,
  })
}

/** SPEC 2.1: a placeholder saying the News page is being prepared. */
export default function News1Page() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-gold-100 text-3xl"
      >
        🛠️
      </span>
      <h1 className="mt-6 text-3xl font-bold text-brand-800">Halaman News sedang dipersiapkan</h1>
      <p className="mt-3 text-lg text-muted">
        Kami sedang menyiapkan halaman ini. Silakan kembali lagi nanti, atau baca kabar terbaru kami
        di halaman News.
      </p>
      <Link
        href="/news"
        className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Ke Halaman News
      </Link>
    </div>
  )
}
