import { buttonClass } from '@/components/ui/button-styles'

/**
 * Upload progress of a multipart submit, 0–100, with 'Batalkan' while bytes are still going out
 * (once all are sent the server is already saving, and the record would be kept anyway).
 */
export function UploadProgress({
  percent,
  label = 'Mengunggah',
  onCancel,
}: {
  percent: number
  label?: string
  onCancel?: () => void
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  return (
    <div className="flex items-end gap-4">
      <div className="flex-1 space-y-1.5">
        <div className="flex justify-between text-sm text-muted">
          <span id="upload-progress-label">{value < 100 ? `${label}...` : 'Menyimpan...'}</span>
          <span aria-hidden="true">{value}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="upload-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className="h-2.5 overflow-hidden rounded-full bg-brand-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${value}%` }}
          />
        </div>
      </div>
      {onCancel && value < 100 ? (
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'sm')}>
          Batalkan unggahan
        </button>
      ) : null}
    </div>
  )
}
