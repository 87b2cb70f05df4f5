import { CoverLink } from '@/components/ui/cover-link'
import { ImageCard } from '@/components/ui/image-card'
import type { RecordCardView } from '@/content-types/definition'

import { RecordPeriod } from './record-period'

/** A record in a generic public list: its image, period, title (the link) and summary. */
export function RecordCard({
  card,
  priority = false,
}: {
  card: RecordCardView
  priority?: boolean
}) {
  return (
    <ImageCard
      image={card.image}
      sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
      priority={priority}
      className="h-full"
    >
      {card.period ? <RecordPeriod period={card.period} /> : null}
      <h2 className="mt-2 text-base font-bold leading-snug text-brand-800">
        <CoverLink href={card.href}>{card.title}</CoverLink>
      </h2>
      <p className="mt-2 line-clamp-3 text-sm text-muted">{card.summary}</p>
    </ImageCard>
  )
}
