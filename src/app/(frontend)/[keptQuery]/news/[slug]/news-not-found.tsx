import { NotFoundView } from '@/components/layout/not-found-view'
import { NEWS_MESSAGES } from '@/modules/news/news.rules'

/** An unknown slug: src/proxy.ts answers it with 404, and this page shows why. */
export function NewsNotFound() {
  return (
    <NotFoundView
      title={NEWS_MESSAGES.notFound}
      message="Berita yang Anda cari tidak tersedia atau sudah tidak ditayangkan. Silakan baca kabar terbaru kami yang lain."
      back={{ href: '/news', label: 'Lihat Semua News' }}
    />
  )
}
