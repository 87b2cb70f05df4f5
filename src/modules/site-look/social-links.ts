import type { SiteSetting } from '@/payload-types'

const LABELS = { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube' } as const

/** The bank's social pages that are filled in, for the footer and the JSON-LD `sameAs`. */
export function socialLinks(site: Pick<SiteSetting, 'sosial'>) {
  return (Object.keys(LABELS) as (keyof typeof LABELS)[]).flatMap((key) => {
    const href = site.sosial?.[key]
    return href ? [{ label: LABELS[key], href }] : []
  })
}
