import Link from 'next/link'

import { contentType, type ContentTypeSlug, isContentTypeSlug } from '@/content-types'
import { getCachedRecordById } from '@/modules/site/public-content'

/** The records a record points to (a promo's products), linked by their titles. */
export async function RelatedLinks({ related }: { related: { type: string; ids: string[] } }) {
  if (!isContentTypeSlug(related.type) || related.ids.length === 0) return null
  const prefix = contentType(related.type).public?.itemPrefix
  const records = (
    await Promise.all(
      related.ids.map((id) =>
        getCachedRecordById(related.type as ContentTypeSlug, id).catch(() => null),
      ),
    )
  ).filter((record): record is { slug: string; judul: string } => Boolean(record))
  if (!prefix || records.length === 0) return null
  return (
    <section aria-labelledby="terkait" className="mt-10 rounded-2xl bg-surface-alt p-6">
      <h2 id="terkait" className="text-lg font-bold text-brand-800">
        Berlaku untuk
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {records.map((record) => (
          <li key={record.slug}>
            <Link
              href={`${prefix}${record.slug}`}
              className="font-semibold text-brand-700 underline"
            >
              {record.judul}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
