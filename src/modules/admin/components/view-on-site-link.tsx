import Link from 'next/link'

import { buttonClass } from '@/components/ui/button-styles'
import { EditIcon, ExternalLinkIcon } from './icons'

/** 'Lihat di situs': the public page of what is being viewed or edited, in a new tab. */
export function ViewOnSiteLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
      <ExternalLinkIcon width={18} height={18} />
      Lihat di situs<span className="sr-only"> (tab baru)</span>
    </a>
  )
}

/** 'Pratinjau': the record's public page with its newest draft, in a new tab, for this administrator. */
export function PreviewLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
      <ExternalLinkIcon width={18} height={18} />
      Pratinjau<span className="sr-only"> (tab baru)</span>
    </a>
  )
}

/**
 * A detail screen's actions: the preview of its newest draft (a public type's), its public page,
 * and its edit screen (`label`, e.g. 'Edit News').
 */
export function DetailActions({
  preview,
  site,
  edit,
  label,
}: {
  preview?: string
  site: string
  edit: string
  label: string
}) {
  return (
    <>
      {preview ? <PreviewLink href={preview} /> : null}
      <ViewOnSiteLink href={site} />
      <Link href={edit} className={buttonClass('primary')}>
        <EditIcon width={18} height={18} />
        {label}
      </Link>
    </>
  )
}
