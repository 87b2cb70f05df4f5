import type { Metadata } from 'next'

import { NotFoundView } from '@/components/layout/not-found-view'
import { notFoundMetadata } from '@/modules/site/seo'

export const metadata: Metadata = notFoundMetadata('Halaman tidak ditemukan')

export default function SiteNotFound() {
  return (
    <NotFoundView
      title="Halaman tidak ditemukan"
      message="Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya, atau lanjutkan ke salah satu halaman di bawah ini."
    />
  )
}
