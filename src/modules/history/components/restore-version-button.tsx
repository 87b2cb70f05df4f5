'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

import { buttonClass } from '@/components/ui/button-styles'
import { useDialogs } from '@/modules/admin/components/dialogs'
import { PendingButton } from '@/modules/admin/components/pending-button'

import { restoreVersionAction } from '../history.actions'
import { HISTORY_TEXTS } from '../history.rules'

/** Restores one version after a confirmation, published or (when drafts exist) as a draft. */
export function RestoreVersionButton({
  type,
  id,
  versionId,
  when,
  asDraft = false,
  label = HISTORY_TEXTS.restore,
}: {
  type: string
  id: string
  versionId: string
  /** The version's time, read by screen readers with the button. */
  when: string
  asDraft?: boolean
  label?: string
}) {
  const dialogs = useDialogs()
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const restore = async () => {
    const sure = await dialogs.confirm(HISTORY_TEXTS.confirmRestore, {
      title: label,
      confirmLabel: label,
    })
    if (!sure) return
    setPending(true)
    const result = await restoreVersionAction(type, id, versionId, asDraft).catch(() => null)
    setPending(false)
    if (result?.ok) {
      toast.success(result.message)
      router.refresh()
    } else toast.error(result?.message ?? HISTORY_TEXTS.restoreFailed)
  }
  return (
    <PendingButton
      pending={pending}
      className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
      onClick={restore}
    >
      {label}
      <span className="sr-only"> ({when})</span>
    </PendingButton>
  )
}
