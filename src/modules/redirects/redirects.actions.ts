'use server'

import { revalidatePath } from 'next/cache'

import { AppError } from '@/lib/errors'
import { requireAdmin } from '@/modules/admin/require-admin'

import { createRedirect, deleteRedirect } from './redirects.service'

export type RedirectActionState = { ok: boolean; message: string } | null

const failure = (error: unknown): RedirectActionState => {
  if (error instanceof AppError) return { ok: false, message: error.message }
  throw error
}

/** Adds a redirect from the form. Administrator. */
export async function createRedirectAction(
  _previous: RedirectActionState,
  formData: FormData,
): Promise<RedirectActionState> {
  const ctx = await requireAdmin()
  try {
    await createRedirect(ctx, Object.fromEntries(formData))
  } catch (error) {
    return failure(error)
  }
  revalidatePath('/admin/pengalihan')
  return { ok: true, message: 'Pengalihan berhasil ditambahkan.' }
}

/** Removes one redirect. Administrator. */
export async function deleteRedirectAction(id: string): Promise<RedirectActionState> {
  const ctx = await requireAdmin()
  try {
    await deleteRedirect(ctx, id)
  } catch (error) {
    return failure(error)
  }
  revalidatePath('/admin/pengalihan')
  return { ok: true, message: 'Pengalihan berhasil dihapus.' }
}
