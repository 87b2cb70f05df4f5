import type { Metadata } from 'next'

import { ListScreen } from '@/modules/admin/components/screen-header'
import { initialListPage, type ListScreenProps } from '@/modules/admin/initial-list-page'
import { requireAdmin } from '@/modules/admin/require-admin'
import { genericTypeOf } from '@/modules/content/admin/generic-type'
import { RecordTable } from '@/modules/content/admin/record-table'
import { readRecordListPage } from '@/modules/content/content.list'

export const dynamic = 'force-dynamic'

type Props = ListScreenProps & { params: Promise<{ type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await genericTypeOf(params)).definition.labels.plural }
}

/** /admin/{type}: the list of a registry-served type. */
export default async function RecordListPage({ params, searchParams }: Props) {
  const ctx = await requireAdmin()
  const { slug, definition, admin, texts } = await genericTypeOf(params)
  const endpoint = `/api/${slug}`
  const initial = await initialListPage(ctx, endpoint, await searchParams, (c, query) =>
    readRecordListPage(c, slug, query),
  )
  return (
    <ListScreen title={definition.labels.plural} description={texts.description}>
      <RecordTable
        endpoint={endpoint}
        path={admin.path}
        label={definition.labels.singular}
        columns={admin.columns!}
        texts={texts}
        initial={initial as never}
      />
    </ListScreen>
  )
}
