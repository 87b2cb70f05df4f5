import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { genericTypeOf, relationOptions } from '@/modules/content/admin/generic-type'
import { RecordForm } from '@/modules/content/admin/record-form'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await genericTypeOf(params)).texts.addTitle }
}

/** /admin/{type}/tambah: adds a record of a registry-served type. */
export default async function TambahRecordPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { slug, definition, admin, texts, form } = await genericTypeOf(params)
  return (
    <RecordScreen back={admin.path} title={texts.addTitle} description={texts.description}>
      <RecordForm
        slug={slug}
        fields={form.fields}
        file={form.file}
        rule={definition.upload}
        texts={texts}
        options={await relationOptions(ctx, slug)}
      />
    </RecordScreen>
  )
}
