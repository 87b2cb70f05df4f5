import type { Metadata } from 'next'

import { ListScreen } from '@/modules/admin/components/screen-header'
import { initialListPage, type ListScreenProps } from '@/modules/admin/initial-list-page'
import { requireAdmin } from '@/modules/admin/require-admin'
import { adminTypeOf } from '@/modules/content/admin/generic-type'
import type { RecordRow } from '@/modules/content/admin/record-row'
import { RecordTable } from '@/modules/content/admin/record-table'
import { readRecordListPage } from '@/modules/content/content.list'
import { TrashLink } from '@/modules/history/components/history-links'
import { typeHasTrash } from '@/modules/history/trash'

export const dynamic = 'force-dynamic'

type Props = ListScreenProps & { params: Promise<{ type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await adminTypeOf(params)).definition.labels.plural }
}

/** /admin/{type}: the list of a type's records. */
export default async function RecordListPage({ params, searchParams }: Props) {
  const ctx = await requireAdmin()
  const { slug, definition, admin, texts } = await adminTypeOf(params)
  // A failed read reaches the table as no first page: it asks the API (SPEC 8: news only logs).
  const initial = await initialListPage(ctx, `/api/${slug}`, await searchParams, (c, query) =>
    readRecordListPage(c, slug, query),
  )
  const filter = admin.table.filter && definition.list.filters?.[admin.table.filter.param]
  return (
    <ListScreen
      title={definition.labels.plural}
      description={texts.description}
      actions={typeHasTrash(slug) ? <TrashLink href={`${admin.path}/sampah`} /> : null}
    >
      <RecordTable
        slug={slug}
        label={definition.labels.singular}
        admin={admin}
        filterOptions={filter ? filter.values : undefined}
        publication={Boolean(definition.public)}
        initial={initial as { items: RecordRow[]; total: number } | null as never}
      />
    </ListScreen>
  )
}
