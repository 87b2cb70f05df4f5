import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { adminTypeOf, relationOptions } from '@/modules/content/admin/generic-type'
import { RecordForm } from '@/modules/content/admin/record-form'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await adminTypeOf(params)).texts.addTitle }
}

/** /admin/{type}/tambah: adds a record. */
export default async function TambahRecordPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { slug, definition, admin, texts, fields } = await adminTypeOf(params)
  return (
    <RecordScreen
      back={admin.path}
      title={texts.addTitle}
      description={texts.addDescription ?? texts.description}
    >
      <RecordForm
        slug={slug}
        admin={admin}
        fields={fields}
        rule={definition.upload}
        options={await relationOptions(ctx, slug)}
      />
    </RecordScreen>
  )
}
