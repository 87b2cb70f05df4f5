import type { StoredDraft } from '../lib/form-draft'
import { buttonClass } from '@/components/ui/button-styles'

const savedAtFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** The offer to bring back what was typed into this form before the session ended. */
export function DraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft
  onRestore: () => void
  onDiscard: () => void
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-gold-400 bg-gold-100 px-4 py-3 text-sm text-ink"
    >
      <p className="font-semibold">Ada isian yang belum tersimpan</p>
      <p className="mt-1">
        Isian formulir ini dari {savedAtFormat.format(draft.savedAt)} masih tersimpan di perangkat
        ini. Pulihkan untuk melanjutkan; file yang dipilih perlu dipilih ulang.
      </p>
      <div className="mt-3 flex gap-3">
        <button type="button" onClick={onRestore} className={buttonClass('primary', 'sm')}>
          Pulihkan isian
        </button>
        <button type="button" onClick={onDiscard} className={buttonClass('secondary', 'sm')}>
          Buang
        </button>
      </div>
    </div>
  )
}
