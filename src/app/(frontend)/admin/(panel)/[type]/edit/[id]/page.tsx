import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { PreviewLink, ViewOnSiteLink } from '@/modules/admin/components/view-on-site-link'
import { requireAdmin } from '@/modules/admin/require-admin'
import {
  adminRecord,
  adminTypeOf,
  MissingRecord,
  previewPathOf,
  sitePathOf,
  TypeForm,
} from '@/modules/content/admin/generic-type'
import { HistoryLink } from '@/modules/history/components/history-links'
import { typeHasTrash } from '@/modules/history/trash'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ type: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await adminTypeOf(params)).texts.editTitle }
}

/** /admin/{type}/edit/{id, or slug for news}: changes a record. */
export default async function EditRecordPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { slug, admin, texts } = await adminTypeOf(params)
  const { id } = await params
  const record = await adminRecord(ctx, slug, id)
  const site = record && sitePathOf(slug, record)
  const preview = record && previewPathOf(slug, record)
  return (
    <RecordScreen
      back={admin.path}
      title={texts.editTitle}
      description={texts.editDescription ?? texts.description}
      actions={
        record ? (
          <>
            {typeHasTrash(slug) ? (
              <HistoryLink href={`${admin.path}/riwayat/${record[admin.key]}`} />
            ) : null}
            {preview ? <PreviewLink href={preview} /> : null}
            {site ? <ViewOnSiteLink href={site} /> : null}
          </>
        ) : null
      }
    >
      {record ? (
        <TypeForm ctx={ctx} slug={slug} record={record} />
      ) : (
        <MissingRecord slug={slug} id={id} screen="edit" />
      )}
    </RecordScreen>
  )
}
