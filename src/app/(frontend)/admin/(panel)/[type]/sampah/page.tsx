import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { buttonClass } from '@/components/ui/button-styles'
import { formatTanggalJam } from '@/lib/format'
import { lenientPage } from '@/lib/list-query'
import { NumberedTable } from '@/modules/admin/components/numbered-table'
import { RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { adminTypeOf } from '@/modules/content/admin/generic-type'
import { TrashActions } from '@/modules/history/components/trash-actions'
import { HISTORY_TEXTS, TRASH_TEXTS } from '@/modules/history/history.rules'
import { listTrash, typeHasTrash } from '@/modules/history/trash'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ type: string }>
  searchParams: Promise<{ page?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `${TRASH_TEXTS.title} · ${(await adminTypeOf(params)).definition.labels.plural}` }
}

const PAGE_SIZE = 20

/** /admin/{type}/sampah: the type's deleted records, each to restore or delete for good. */
export default async function TrashPage({ params, searchParams }: Props) {
  const ctx = await requireAdmin()
  const { slug, definition, admin } = await adminTypeOf(params)
  if (!typeHasTrash(slug)) notFound()
  const page = lenientPage.parse([(await searchParams).page].flat()[0])
  const trash = await listTrash(ctx, slug, page, PAGE_SIZE)
  const pageHref = (n: number) => `${admin.path}/sampah?page=${n}`
  return (
    <RecordScreen
      back={admin.path}
      title={`${TRASH_TEXTS.title}: ${definition.labels.plural}`}
      description={TRASH_TEXTS.description}
    >
      <NumberedTable
        caption={`${TRASH_TEXTS.title} ${definition.labels.plural}`}
        headers={[
          'Judul',
          TRASH_TEXTS.deletedAt,
          TRASH_TEXTS.deletedBy,
          TRASH_TEXTS.purgeOn,
          'Aksi',
        ]}
        empty={TRASH_TEXTS.empty}
        rows={trash.items}
        offset={(trash.page - 1) * PAGE_SIZE}
        rowClassName="align-middle"
        cells={(item) => (
          <>
            <td className="px-3 py-3 font-semibold text-ink">{item.judul}</td>
            <td className="px-3 py-3">{formatTanggalJam(item.deletedAt)}</td>
            <td className="px-3 py-3">{item.deletedBy ?? HISTORY_TEXTS.unknownWho}</td>
            <td className="px-3 py-3">{formatTanggalJam(item.purgeAt)}</td>
            <td className="px-3 py-3">
              <TrashActions type={slug} id={item.id} judul={item.judul} />
            </td>
          </>
        )}
      />
      {trash.totalPages > 1 ? (
        <nav aria-label="Paginasi" className="mt-4 flex items-center gap-2">
          {trash.page > 1 ? (
            <Link href={pageHref(trash.page - 1)} className={buttonClass('secondary', 'sm')}>
              Sebelumnya
            </Link>
          ) : null}
          <span className="px-2 text-sm text-muted">
            Halaman {trash.page} dari {trash.totalPages}
          </span>
          {trash.page < trash.totalPages ? (
            <Link href={pageHref(trash.page + 1)} className={buttonClass('secondary', 'sm')}>
              Selanjutnya
            </Link>
          ) : null}
        </nav>
      ) : null}
    </RecordScreen>
  )
}
