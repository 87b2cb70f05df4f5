import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { adminTypeOf, TypeForm } from '@/modules/content/admin/generic-type'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await adminTypeOf(params)).texts.addTitle }
}

/** /admin/{type}/tambah: adds a record. */
export default async function TambahRecordPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { slug, admin, texts } = await adminTypeOf(params)
  return (
    <RecordScreen
      back={admin.path}
      title={texts.addTitle}
      description={texts.addDescription ?? texts.description}
    >
      <TypeForm ctx={ctx} slug={slug} />
    </RecordScreen>
  )
}
