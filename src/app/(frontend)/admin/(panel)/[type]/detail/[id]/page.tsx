import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { DetailActions } from '@/modules/admin/components/view-on-site-link'
import { DEFAULT_THUMB } from '@/modules/admin/lib/list-thumbnail'
import { requireAdmin } from '@/modules/admin/require-admin'
import {
  adminRecord,
  adminTypeOf,
  MissingRecord,
  previewPathOf,
  sitePathOf,
} from '@/modules/content/admin/generic-type'
import { RecordDetail } from '@/modules/content/admin/record-detail'
import { HistoryLink } from '@/modules/history/components/history-links'
import { typeHasTrash } from '@/modules/history/trash'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ type: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await adminTypeOf(params)).texts.detailTitle }
}

/** /admin/{type}/detail/{id, or slug for news}: every field of a record. */
export default async function DetailRecordPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { slug, admin, texts } = await adminTypeOf(params)
  // A type without a detail screen (laporan) has no such path.
  if (!admin.detail) notFound()
  const { id } = await params
  const record = await adminRecord(ctx, slug, id)
  if (!record) {
    return (
      <RecordScreen back={admin.path} title={texts.detailTitle}>
        <MissingRecord slug={slug} id={id} screen="detail" />
      </RecordScreen>
    )
  }
  const description = admin.detail.description
  return (
    <RecordScreen
      back={admin.path}
      title={admin.detail.heading === 'screen' ? texts.detailTitle : record.judul}
      description={description ? String(record[description]) : undefined}
      actions={
        <>
          {typeHasTrash(slug) ? (
            <HistoryLink href={`${admin.path}/riwayat/${record[admin.key]}`} />
          ) : null}
          <DetailActions
            preview={previewPathOf(slug, record)}
            site={sitePathOf(slug, record) ?? admin.path}
            edit={`${admin.path}/edit/${record[admin.key]}`}
            label={texts.editLink ?? texts.editTitle}
          />
        </>
      }
    >
      <RecordDetail
        slug={slug}
        detail={admin.detail}
        record={record}
        fallbackImage={DEFAULT_THUMB}
      />
    </RecordScreen>
  )
}
