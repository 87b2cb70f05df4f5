import type { SiteSetting } from '@/payload-types'

import { isAnnouncementShown } from './site-look.rules'

/**
 * The announcement of 'Tampilan Situs', above every public page while its period holds. Pages are
 * cached: the edge job (announcement-edges.ts) expires them when the period begins or ends.
 */
export function AnnouncementBar({ bar }: { bar: SiteSetting['pengumuman'] }) {
  if (!bar?.teks || !isAnnouncementShown(bar, new Date())) return null
  const external = bar.tautan && /^https?:/i.test(bar.tautan)
  return (
    <aside aria-label="Pengumuman" className="bg-gold-100 text-brand-900">
      <p className="mx-auto max-w-6xl px-4 py-2 text-center text-sm font-semibold">
        {bar.tautan ? (
          <a
            href={bar.tautan}
            rel={external ? 'noopener noreferrer' : undefined}
            className="underline underline-offset-4 hover:text-brand-700"
          >
            {bar.teks}
          </a>
        ) : (
          bar.teks
        )}
      </p>
    </aside>
  )
}
