'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { AppError } from '@/lib/errors'
import { requireAdmin } from '@/modules/admin/require-admin'
import type { CaseActionState } from '@/modules/case-intake/components/case-action-form'

import { askReporter, deleteFinishedReport, setReportStatus } from './whistleblowing.service'

// Each call is judged again by the service (officers only): a server action is a public endpoint.

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
  revalidatePath('/admin', 'layout')
  revalidatePath(`/admin/wbs/${id}`)
  return { ok: true, message: done }
}

export async function askReporterAction(id: string, _p: CaseActionState, form: FormData) {
  const ctx = await requireAdmin()
  return run(
    id,
    () => askReporter(ctx, id, form.get('pertanyaan')),
    'Pertanyaan dikirim ke pelapor.',
  )
}

export async function setReportStatusAction(id: string, _p: CaseActionState, form: FormData) {
  const ctx = await requireAdmin()
  return run(
    id,
    () =>
      setReportStatus(ctx, id, {
        status: form.get('status'),
        hasil: form.get('hasil'),
        kesimpulan: form.get('kesimpulan'),
      }),
    'Status laporan diperbarui.',
  )
}

export async function deleteReportAction(id: string, _p: CaseActionState, _form: FormData) {
  const ctx = await requireAdmin()
  const state = await run(id, () => deleteFinishedReport(ctx, id), 'Laporan dihapus.')
  if (state?.ok) redirect('/admin/wbs')
  return state
}
