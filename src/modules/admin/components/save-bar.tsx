import { buttonClass } from '@/components/ui/button-styles'

import { PendingButton } from './pending-button'
import { UploadProgress } from './upload-progress'

type SaveBarProps = {
  /** From useSaveRecord: the button a cancelled upload returns focus to, and the upload's state. */
  submitId: string
  progress: number | null
  onCancel: () => void
  pending: boolean
  label: string
  /** A second way to save beside the first ('Simpan sebagai draf'). */
  alternative?: { label: string; onClick: () => void }
}

/** The foot of every admin form: the upload's progress while it runs, and the save button. */
export function SaveBar({
  submitId,
  progress,
  onCancel,
  pending,
  label,
  alternative,
}: SaveBarProps) {
  return (
    <>
      {progress !== null ? <UploadProgress percent={progress} onCancel={onCancel} /> : null}
      <div className="flex gap-3 border-t border-line pt-5">
        <PendingButton
          id={submitId}
          type="submit"
          className={buttonClass('primary')}
          pending={pending}
        >
          {pending ? 'Menyimpan...' : label}
        </PendingButton>
        {alternative ? (
          <PendingButton
            className={buttonClass('secondary')}
            pending={pending}
            onClick={alternative.onClick}
          >
            {alternative.label}
          </PendingButton>
        ) : null}
      </div>
    </>
  )
}
