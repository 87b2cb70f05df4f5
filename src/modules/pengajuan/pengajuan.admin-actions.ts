'use server'

import { revalidatePath } from 'next/cache'

import { AppError } from '@/lib/errors'
import { requireAdmin } from '@/modules/admin/require-admin'

import { changePengajuanStatus, deletePersonData } from './pengajuan.service'

export type AdminActionState = { ok: boolean; message: string } | null

const failure = (error: unknown): AdminActionState => {
  if (error instanceof AppError) return { ok: false, message: error.message }
  throw error
}

/** Moves an inquiry to its next status with a note. Administrator. */
export async function changeStatusAction(
  id: string,
  _previous: AdminActionState,
  formData: FormData,
): Promise<AdminActionState> {
  const ctx = await requireAdmin()
  try {
    await changePengajuanStatus(ctx, id, {
      status: formData.get('status'),
      catatan: formData.get('catatan') ?? undefined,
    })
  } catch (error) {
    return failure(error)
  }
  // The side menu's count of new ones changes too.
  revalidatePath('/admin', 'layout')
  return { ok: true, message: 'Status pengajuan berhasil diperbarui.' }
}

/** Deletes every inquiry of the person who sent this one, on their request. Administrator. */
export async function deletePersonAction(id: string): Promise<AdminActionState> {
  const ctx = await requireAdmin()
  try {
    const count = await deletePersonData(ctx, id)
    revalidatePath('/admin', 'layout')
    return { ok: true, message: `${count} pengajuan milik pemohon ini telah dihapus.` }
  } catch (error) {
    return failure(error)
  }
}
