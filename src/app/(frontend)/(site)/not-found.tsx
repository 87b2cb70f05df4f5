import type { Metadata } from 'next'

import { NotFoundView } from '@/components/layout/not-found-view'

export const metadata: Metadata = {
  title: 'Halaman tidak ditemukan',
  robots: { index: false, follow: true },
}

export default function SiteNotFound() {
  return (
    <NotFoundView
      title="Halaman tidak ditemukan"
      message="Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya, atau lanjutkan ke salah satu halaman di bawah ini."
    />
  )
}
