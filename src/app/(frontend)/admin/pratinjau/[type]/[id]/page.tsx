import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import SiteLayout from '@/app/(frontend)/[keptQuery]/layout'
import { contentType, isContentTypeSlug } from '@/content-types'
import { requireAdmin } from '@/modules/admin/require-admin'
import { findRecord } from '@/modules/content/content.service'
import { PreviewBanner, RecordPreviewBody } from '@/modules/content/components/record-preview'

// Per request, for the signed-in administrator only: never cached here, in nginx or by a browser
// (src/proxy.ts answers it private, no-store), never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Pratinjau',
  robots: { index: false, follow: false, nocache: true },
}

type Props = { params: Promise<{ type: string; id: string }> }

/** /admin/pratinjau/{type}/{id}: a record's newest draft as its public page would show it. */
export default async function PreviewPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { type, id } = await params
  if (!isContentTypeSlug(type) || !contentType(type).public) notFound()
  const record = (await findRecord(ctx, type, id)) as Record<string, unknown> | null
  if (!record) notFound()
  return (
    <>
      <PreviewBanner status={record.status as never} />
      <SiteLayout>
        <RecordPreviewBody kind={type} record={record} />
      </SiteLayout>
    </>
  )
}
