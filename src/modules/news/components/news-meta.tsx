import { formatTanggal } from '@/lib/format'
import type { NewsDto } from '@/modules/news/news.types'

const STYLES = {
  card: {
    line: 'flex flex-wrap items-center gap-x-2 gap-y-1 text-xs',
    chip: 'rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800',
  },
  article: {
    line: 'mt-6 flex flex-wrap items-center gap-3 text-sm',
    chip: 'rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800',
  },
}

/** The category and the date above a news title: small on a card, larger on the article. */
export function NewsMeta({ news, on }: { news: NewsDto; on: keyof typeof STYLES }) {
  return (
    <p className={STYLES[on].line}>
      <span className={STYLES[on].chip}>{news.kategori}</span>
      <time dateTime={news.dibuatPada} className="text-muted">
        {formatTanggal(news.dibuatPada)}
      </time>
    </p>
  )
}
