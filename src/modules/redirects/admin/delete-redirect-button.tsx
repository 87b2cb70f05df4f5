'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

import { buttonClass } from '@/components/ui/button-styles'
import { useDialogs } from '@/modules/admin/components/dialogs'

import { deleteRedirectAction } from '../redirects.actions'

/** Removes one redirect after a confirmation. */
export function DeleteRedirectButton({ id, dari }: { id: string; dari: string }) {
  const dialogs = useDialogs()
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const remove = async () => {
    const sure = await dialogs.confirm(`Hapus pengalihan dari ${dari}?`, {
      title: 'Hapus pengalihan',
      confirmLabel: 'Hapus',
      danger: true,
    })
    if (!sure) return
    setPending(true)
    const result = await deleteRedirectAction(id)
    setPending(false)
    if (result?.ok) {
      toast.success(result.message)
      router.refresh()
    } else toast.error(result?.message ?? 'Gagal menghapus pengalihan.')
  }
  return (
    <button
      type="button"
      onClick={remove}
      aria-disabled={pending || undefined}
      aria-label={`Hapus pengalihan dari ${dari}`}
      className={buttonClass('danger', 'sm')}
    >
      Hapus
    </button>
  )
}
