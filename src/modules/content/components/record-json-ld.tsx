import { JsonLd } from '@/components/seo/json-ld'
import type { JsonLdNode, ListEntry } from '@/lib/json-ld'
import { breadcrumbJsonLd } from '@/modules/site/structured-data'

/** A record page's structured data: its own schema.org object (when it has one), then its trail. */
export function RecordJsonLd({ node, trail }: { node?: JsonLdNode; trail: ListEntry[] }) {
  return <JsonLd data={[...(node ? [node] : []), breadcrumbJsonLd(trail)]} />
}
