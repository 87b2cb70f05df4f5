import { buttonClass } from '@/components/ui/button-styles'
import { ExternalLinkIcon } from './icons'

/** 'Lihat di situs': the public page of what is being viewed or edited, in a new tab. */
export function ViewOnSiteLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
      <ExternalLinkIcon width={18} height={18} />
      Lihat di situs<span className="sr-only"> (tab baru)</span>
    </a>
  )
}
