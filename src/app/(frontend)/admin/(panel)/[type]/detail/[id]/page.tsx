import type { Metadata } from 'next'
import Image from 'next/image'

import { formatTanggalJam } from '@/lib/format'
import { splitParagraphs } from '@/lib/paragraphs'
import { RecordNotFound, RecordScreen } from '@/modules/admin/components/screen-header'
import { DetailActions } from '@/modules/admin/components/view-on-site-link'
import { DEFAULT_THUMB } from '@/modules/admin/lib/list-thumbnail'
import { requireAdmin } from '@/modules/admin/require-admin'
import { genericTypeOf } from '@/modules/content/admin/generic-type'
import type { RecordRow } from '@/modules/content/admin/record-table'
import { findRecord } from '@/modules/content/content.service'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ type: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await genericTypeOf(params)).texts.detailTitle }
}

/** /admin/{type}/detail/{id}: every field of a record of a registry-served type. */
export default async function DetailRecordPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { slug, definition, admin, texts, form } = await genericTypeOf(params)
  const record = (await findRecord(ctx, slug, (await params).id)) as RecordRow | null
  if (!record) {
    return (
      <RecordScreen back={admin.path} title={texts.detailTitle}>
        <RecordNotFound>{definition.messages.notFound}</RecordNotFound>
      </RecordScreen>
    )
  }
  const site = definition.public?.itemPrefix
  const show = (field: (typeof form.fields)[number]) => {
    const value = record[field.name]
    if (field.kind === 'datetime') return formatTanggalJam(String(value))
    if (field.kind === 'relations') {
      const count = (value as unknown[]).length
      return count ? `${count} ${field.label.toLowerCase()}` : 'Tidak ada'
    }
    return null
  }
  return (
    <RecordScreen
      back={admin.path}
      title={record.judul}
      actions={
        <DetailActions
          site={site ? `${site}${record.slug}` : admin.path}
          edit={`${admin.path}/edit/${record._id}`}
          label={texts.editTitle}
        />
      }
    >
      <div className="grid grid-cols-5 gap-8">
        <Image
          src={record.gambar?.large ?? record.gambar?.src ?? DEFAULT_THUMB}
          alt={`Gambar ${record.judul}`}
          width={640}
          height={360}
          className="col-span-2 aspect-video w-full rounded-xl border border-line bg-brand-50 object-cover"
        />
        <dl className="col-span-3 grid content-start grid-cols-[9rem_1fr] gap-x-4 gap-y-3 text-sm">
          {form.fields.map((field) =>
            show(field) === null ? null : (
              <div key={field.name} className="contents">
                <dt className="font-semibold text-muted">{field.label}</dt>
                <dd className="text-ink">{show(field)}</dd>
              </div>
            ),
          )}
        </dl>
      </div>
      {form.fields
        .filter((field) => field.kind === 'text' || field.kind === 'textarea')
        .filter((field) => field.name !== 'judul')
        .map((field) => (
          <section key={field.name}>
            <h2 className="mt-8 text-lg font-bold text-ink">{field.label}</h2>
            <div className="mt-2 space-y-3 text-ink">
              {splitParagraphs(String(record[field.name] ?? '')).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
        ))}
    </RecordScreen>
  )
}
