import { type JsonLdNode, serializeJsonLd } from '@/lib/json-ld'

/** Structured data for search engines; the only place that writes raw HTML, and it is escaped JSON. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes '<', so the content can never leave the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
