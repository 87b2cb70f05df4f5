import type { Metadata } from 'next'

import { RecordNotFound, RecordScreen } from '@/modules/admin/components/screen-header'
import { ViewOnSiteLink } from '@/modules/admin/components/view-on-site-link'
import { requireAdmin } from '@/modules/admin/require-admin'
import { genericTypeOf, relationOptions } from '@/modules/content/admin/generic-type'
import { RecordForm } from '@/modules/content/admin/record-form'
import type { RecordRow } from '@/modules/content/admin/record-table'
import { findRecord } from '@/modules/content/content.service'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ type: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await genericTypeOf(params)).texts.editTitle }
}

/** /admin/{type}/edit/{id}: changes a record of a registry-served type. */
export default async function EditRecordPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { slug, definition, admin, texts, form } = await genericTypeOf(params)
  const record = (await findRecord(ctx, slug, (await params).id)) as RecordRow | null
  const site = definition.public?.itemPrefix
  return (
    <RecordScreen
      back={admin.path}
      title={texts.editTitle}
      description={texts.description}
      actions={record && site ? <ViewOnSiteLink href={`${site}${record.slug}`} /> : null}
    >
      {record ? (
        <RecordForm
          slug={slug}
          fields={form.fields}
          file={form.file}
          rule={definition.upload}
          texts={texts}
          options={await relationOptions(ctx, slug)}
          record={record}
        />
      ) : (
        <RecordNotFound>{definition.messages.notFound}</RecordNotFound>
      )}
    </RecordScreen>
  )
}
