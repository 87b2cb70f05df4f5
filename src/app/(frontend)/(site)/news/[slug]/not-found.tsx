import { NotFoundView } from '@/components/layout/not-found-view'
import { NEWS_MESSAGES } from '@/modules/news/news.rules'

export default function NewsNotFound() {
  return (
    <NotFoundView
      title={NEWS_MESSAGES.notFound}
      message="Berita yang Anda cari tidak tersedia atau sudah tidak ditayangkan. Silakan baca kabar terbaru kami yang lain."
      back={{ href: '/news', label: 'Lihat Semua News' }}
    />
  )
}
