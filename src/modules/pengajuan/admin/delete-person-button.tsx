'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

import { buttonClass } from '@/components/ui/button-styles'
import { useDialogs } from '@/modules/admin/components/dialogs'

import { deletePersonAction } from '../pengajuan.admin-actions'

/** Deletes every inquiry of this person on their request, after a confirmation. */
export function DeletePersonButton({ id, count }: { id: string; count: number }) {
  const dialogs = useDialogs()
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const remove = async () => {
    const sure = await dialogs.confirm(
      `Hapus ${count} pengajuan milik pemohon ini beserta seluruh data pribadinya? Tindakan ini tidak dapat dibatalkan.`,
      { title: 'Hapus data pemohon', confirmLabel: 'Hapus', danger: true },
    )
    if (!sure) return
    setPending(true)
    const result = await deletePersonAction(id)
    setPending(false)
    if (result?.ok) {
      toast.success(result.message)
      router.push('/admin/pengajuan')
    } else toast.error(result?.message ?? 'Gagal menghapus data pemohon.')
  }
  return (
    <button
      type="button"
      onClick={remove}
      aria-disabled={pending || undefined}
      className={buttonClass('danger')}
    >
      Hapus data pemohon
    </button>
  )
}
