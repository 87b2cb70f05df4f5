import type { Metadata } from 'next'

import { NotFoundView } from '@/components/layout/not-found-view'
import { notFoundMetadata } from '@/lib/seo'
import { NEWS_MESSAGES } from '@/modules/news/news.rules'

export const metadata: Metadata = notFoundMetadata('News tidak ditemukan')

export default function NewsNotFound() {
  return (
    <NotFoundView
      title={NEWS_MESSAGES.notFound}
      message="Berita yang Anda cari tidak tersedia atau sudah tidak ditayangkan. Silakan baca kabar terbaru kami yang lain."
      back={{ href: '/news', label: 'Lihat Semua News' }}
    />
  )
}
