import Link from 'next/link'

import { buttonClass } from '@/components/ui/button-styles'

import { HISTORY_TEXTS, TRASH_TEXTS } from '../history.rules'

/** 'Riwayat versi': a record's history screen, from its detail and edit screens. */
export const HistoryLink = ({ href }: { href: string }) => (
  <Link href={href} className={buttonClass('secondary')}>
    {HISTORY_TEXTS.historyLink}
  </Link>
)

/** 'Sampah': a type's deleted records, from its list screen. */
export const TrashLink = ({ href }: { href: string }) => (
  <Link href={href} className={buttonClass('secondary')}>
    {TRASH_TEXTS.link}
  </Link>
)
