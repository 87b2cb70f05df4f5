import type { FieldChange } from '../versions'
import { HISTORY_TEXTS } from '../history.rules'

/** What differs between two versions, one row per changed field, old beside new. */
export function VersionDiff({
  changes,
  olderAt,
  newerAt,
}: {
  changes: FieldChange[]
  /** When each version was saved, as the column headers say it. */
  olderAt: string
  newerAt: string
}) {
  return (
    <section aria-labelledby="perbandingan" className="mt-8">
      <h2 id="perbandingan" className="mb-3 text-lg font-bold text-ink">
        {HISTORY_TEXTS.compareTitle}
      </h2>
      {changes.length === 0 ? (
        <p className="text-muted">{HISTORY_TEXTS.noChanges}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{HISTORY_TEXTS.compareTitle}</caption>
            <thead className="bg-surface-alt text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-3">
                  {HISTORY_TEXTS.field}
                </th>
                <th scope="col" className="px-3 py-3">
                  {HISTORY_TEXTS.older} ({olderAt})
                </th>
                <th scope="col" className="px-3 py-3">
                  {HISTORY_TEXTS.newer} ({newerAt})
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {changes.map((change) => (
                <tr key={change.name} className="align-top">
                  <th scope="row" className="px-3 py-3 font-semibold text-ink">
                    {change.label}
                  </th>
                  <td className="px-3 py-3 break-words whitespace-pre-line">
                    <del className="bg-red-50 text-red-900 no-underline">{change.before}</del>
                  </td>
                  <td className="px-3 py-3 break-words whitespace-pre-line">
                    <ins className="bg-green-50 text-green-900 no-underline">{change.after}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
