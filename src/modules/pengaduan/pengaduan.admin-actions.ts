'use server'

import { revalidatePath } from 'next/cache'

import { AppError } from '@/lib/errors'
import { requireAdmin } from '@/modules/admin/require-admin'
import type { CaseActionState } from '@/modules/case-intake/components/case-action-form'

import {
  addPengaduanNote,
  assignPengaduan,
  changePengaduanStatus,
  createStaffPengaduan,
  deletePersonPengaduan,
  extendPengaduan,
} from './pengaduan.service'

export type StaffEntryState =
  | null
  | { ok: true; nomor: string; kode: string; jatuhTempo: string; id: number }
  | { ok: false; message: string; errors: Record<string, string> }

async function run(
  id: string,
  work: () => Promise<unknown>,
  done: string,
): Promise<CaseActionState> {
  try {
    await work()
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message }
    throw error
  }
  // The side menu's count of open ones changes too.
  revalidatePath('/admin', 'layout')
  revalidatePath(`/admin/pengaduan/${id}`)
  return { ok: true, message: done }
}

export async function changeStatusAction(id: string, _p: CaseActionState, form: FormData) {
  const ctx = await requireAdmin()
  return run(
    id,
    () =>
      changePengaduanStatus(ctx, id, {
        status: form.get('status'),
        jawaban: form.get('jawaban'),
        kekurangan: form.get('kekurangan'),
      }),
    'Status pengaduan berhasil diperbarui.',
  )
}

export async function extendAction(id: string, _p: CaseActionState, form: FormData) {
  const ctx = await requireAdmin()
  return run(id, () => extendPengaduan(ctx, id, form.get('alasan')), 'Batas waktu diperpanjang.')
}

export async function addNoteAction(id: string, _p: CaseActionState, form: FormData) {
  const ctx = await requireAdmin()
  return run(id, () => addPengaduanNote(ctx, id, form.get('catatan')), 'Catatan ditambahkan.')
}

export async function assignAction(id: string, _p: CaseActionState, form: FormData) {
  const ctx = await requireAdmin()
  return run(id, () => assignPengaduan(ctx, id, form.get('petugas')), 'Petugas disimpan.')
}

export async function deletePersonAction(id: string, _p: CaseActionState, _form: FormData) {
  const ctx = await requireAdmin()
  let count = 0
  const state = await run(id, async () => (count = await deletePersonPengaduan(ctx, id)), '')
  if (!state?.ok) return state
  return {
    ok: true,
    message:
      count > 0
        ? `${count} pengaduan selesai milik pengadu ini telah dihapus.`
        : 'Tidak ada pengaduan selesai yang dapat dihapus; pengaduan yang masih berjalan tetap disimpan.',
  }
}

/** Staff enter a complaint received by telephone, at the office, by letter, … */
export async function createStaffAction(
  _p: StaffEntryState,
  form: FormData,
): Promise<StaffEntryState> {
  const ctx = await requireAdmin()
  const outcome = await createStaffPengaduan(ctx, form)
  if (outcome.ok) revalidatePath('/admin', 'layout')
  return outcome
}
