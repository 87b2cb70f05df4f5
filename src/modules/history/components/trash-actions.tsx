'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

import { buttonClass } from '@/components/ui/button-styles'
import { useDialogs } from '@/modules/admin/components/dialogs'
import { PendingButton } from '@/modules/admin/components/pending-button'

import { type HistoryActionState, purgeAction, restoreFromTrashAction } from '../history.actions'
import { TRASH_TEXTS } from '../history.rules'

/** A trashed record's row actions: restore it, or delete it for good after a confirmation. */
export function TrashActions({ type, id, judul }: { type: string; id: string; judul: string }) {
  const dialogs = useDialogs()
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const run = async (act: () => Promise<HistoryActionState>) => {
    setPending(true)
    const result = await act().catch(() => null)
    setPending(false)
    if (result?.ok) {
      toast.success(result.message)
      router.refresh()
    } else toast.error(result?.message ?? TRASH_TEXTS.restoreFailed)
  }
  const purge = async () => {
    const sure = await dialogs.confirm(TRASH_TEXTS.confirmPurge, {
      title: TRASH_TEXTS.purge,
      confirmLabel: TRASH_TEXTS.purge,
      danger: true,
    })
    if (sure) await run(() => purgeAction(type, id))
  }
  return (
    <div className="flex gap-2">
      <PendingButton
        pending={pending}
        className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
        onClick={() => run(() => restoreFromTrashAction(type, id))}
      >
        {TRASH_TEXTS.restore}
        <span className="sr-only"> {judul}</span>
      </PendingButton>
      <PendingButton
        pending={pending}
        className={buttonClass('danger', 'sm', 'whitespace-nowrap')}
        onClick={purge}
      >
        {TRASH_TEXTS.purge}
        <span className="sr-only"> {judul}</span>
      </PendingButton>
    </div>
  )
}
