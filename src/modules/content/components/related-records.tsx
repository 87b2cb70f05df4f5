import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import { getCachedRelatedRecords } from '@/modules/site/public-content'

import { RecordCard } from './record-card'

/**
 * On a record's public page (a product): the visible records of other types that point to it
 * (its promos), one section per type that says how to head them.
 */
export async function RelatedRecords({ type, id }: { type: string; id: string }) {
  const sources = allContentTypes().flatMap((source) => {
    const view = source.public?.view
    const field = source.form?.fields.find((f) => f.kind === 'relations' && f.to === type)
    return view?.relatedHeading && field ? [{ slug: source.slug, field: field.name, view }] : []
  })
  const sections = await Promise.all(
    sources.map(async (source) => ({
      ...source,
      items: await getCachedRelatedRecords(source.slug as ContentTypeSlug, source.field, id).catch(
        () => [],
      ),
    })),
  )
  return sections.map(({ slug, view, items }) =>
    items.length ? (
      <section key={slug} aria-labelledby={`terkait-${slug}`} className="mt-10">
        <h2 id={`terkait-${slug}`} className="text-xl font-bold text-brand-800">
          {view.relatedHeading}
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={index}>
              <RecordCard card={view.card(item)} />
            </li>
          ))}
        </ul>
      </section>
    ) : null,
  )
}
