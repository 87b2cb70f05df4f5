import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { buttonClass } from '@/components/ui/button-styles'
import { formatTanggalJam } from '@/lib/format'
import { RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { adminRecord, adminTypeOf, MissingRecord } from '@/modules/content/admin/generic-type'
import { RestoreVersionButton } from '@/modules/history/components/restore-version-button'
import { VersionDiff } from '@/modules/history/components/version-diff'
import { HISTORY_TEXTS } from '@/modules/history/history.rules'
import { typeHasTrash } from '@/modules/history/trash'
import { compareVersions, hasDrafts, listVersions } from '@/modules/history/versions'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ type: string; id: string }>
  searchParams: Promise<{ dari?: string | string[]; ke?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await adminTypeOf(params)
  return { title: HISTORY_TEXTS.historyTitle }
}

const one = (value: string | string[] | undefined) => [value].flat()[0]

/**
 * /admin/{type}/riwayat/{id, or slug for news}: a record's versions (when, who), two of them
 * compared field by field, and a restore of one.
 */
export default async function HistoryPage({ params, searchParams }: Props) {
  const ctx = await requireAdmin()
  const { slug, admin, texts } = await adminTypeOf(params)
  if (!typeHasTrash(slug)) notFound()
  const { id: key } = await params
  const record = await adminRecord(ctx, slug, key)
  const recordPath = `${admin.path}/${admin.detail ? 'detail' : 'edit'}/${key}`
  if (!record) {
    return (
      <RecordScreen back={admin.path} title={HISTORY_TEXTS.historyTitle}>
        <MissingRecord slug={slug} id={key} screen="detail" />
      </RecordScreen>
    )
  }
  const id = record._id
  const versions = await listVersions(ctx, slug, id)
  const query = await searchParams
  const known = (v: string | undefined) => versions.find((version) => version.id === v)
  const newer = known(one(query.ke)) ?? versions[0]
  const older = known(one(query.dari)) ?? versions[1]
  const comparable = older && newer && older.id !== newer.id
  const changes = comparable ? await compareVersions(ctx, slug, id, older.id, newer.id) : null
  const drafts = hasDrafts(ctx, slug)
  // With one version there is nothing to compare or to go back to.
  const several = versions.length > 1
  const when = (at: string) => formatTanggalJam(at)
  return (
    <RecordScreen
      back={recordPath}
      title={HISTORY_TEXTS.historyTitle}
      description={`${record.judul} · ${texts.detailTitle}`}
    >
      <p className="mb-4 text-sm text-muted">{HISTORY_TEXTS.historyDescription}</p>
      {versions.length === 0 ? (
        <p className="text-muted">{HISTORY_TEXTS.empty}</p>
      ) : (
        <form method="get" className="space-y-4">
          <div className="overflow-x-auto rounded-xl border border-line">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{HISTORY_TEXTS.historyTitle}</caption>
              <thead className="bg-surface-alt text-xs font-semibold tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    {HISTORY_TEXTS.when}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {HISTORY_TEXTS.who}
                  </th>
                  {several ? (
                    <>
                      <th scope="col" className="px-3 py-3">
                        {HISTORY_TEXTS.older}
                      </th>
                      <th scope="col" className="px-3 py-3">
                        {HISTORY_TEXTS.newer}
                      </th>
                      <th scope="col" className="px-3 py-3">
                        Aksi
                      </th>
                    </>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {versions.map((version) => (
                  <tr key={version.id} className="align-middle">
                    <th scope="row" className="px-3 py-3 font-normal text-ink">
                      {when(version.at)}
                      {version.draft ? (
                        <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          {HISTORY_TEXTS.draft}
                        </span>
                      ) : null}
                      {version.latest ? (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                          {HISTORY_TEXTS.current}
                        </span>
                      ) : null}
                    </th>
                    <td className="px-3 py-3">{version.by ?? HISTORY_TEXTS.unknownWho}</td>
                    {several ? (
                      <>
                        <td className="px-3 py-3">
                          <input
                            type="radio"
                            name="dari"
                            value={version.id}
                            defaultChecked={version.id === older?.id}
                            aria-label={`${HISTORY_TEXTS.older}: ${when(version.at)}`}
                            className="size-4 accent-brand-700"
                          />
                        </td>
                        <td className="px-3 py-3">
                          <input
                            type="radio"
                            name="ke"
                            value={version.id}
                            defaultChecked={version.id === newer?.id}
                            aria-label={`${HISTORY_TEXTS.newer}: ${when(version.at)}`}
                            className="size-4 accent-brand-700"
                          />
                        </td>
                        <td className="px-3 py-3">
                          {version.latest ? null : (
                            <div className="flex flex-wrap gap-2">
                              <RestoreVersionButton
                                type={slug}
                                id={id}
                                versionId={version.id}
                                when={when(version.at)}
                              />
                              {drafts ? (
                                <RestoreVersionButton
                                  type={slug}
                                  id={id}
                                  versionId={version.id}
                                  when={when(version.at)}
                                  asDraft
                                  label={HISTORY_TEXTS.restoreAsDraft}
                                />
                              ) : null}
                            </div>
                          )}
                        </td>
                      </>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {several ? (
            <button type="submit" className={buttonClass('primary')}>
              {HISTORY_TEXTS.compare}
            </button>
          ) : null}
        </form>
      )}
      {changes ? (
        <VersionDiff changes={changes} olderAt={when(older!.at)} newerAt={when(newer!.at)} />
      ) : null}
    </RecordScreen>
  )
}
