'use client'

import { useActionState, useId } from 'react'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { requiredFields } from '@/lib/required-fields'

import { type AdminActionState, changeStatusAction } from '../pengajuan.admin-actions'
import { LIMITS, NEXT_STATUS, STATUS_PENGAJUAN, type StatusPengajuan } from '../pengajuan.rules'
import { statusChangeSchema } from '../pengajuan.schema'

const REQUIRED = requiredFields(statusChangeSchema)

/** The next status and a note (required to refuse); the answer shows above the button. */
export function StatusForm({
  id,
  status,
  catatan,
}: {
  id: string
  status: StatusPengajuan
  catatan: string | null
}) {
  const fieldId = useId()
  const bound = changeStatusAction.bind(null, id)
  const [state, action, pending] = useActionState<AdminActionState, FormData>(bound, null)
  const choices = NEXT_STATUS[status]
  if (choices.length === 0) {
    return <p className="text-sm text-muted">Pengajuan ini sudah {STATUS_PENGAJUAN[status]}.</p>
  }
  return (
    <form action={action} className="space-y-4">
      <div>
        <label htmlFor={`${fieldId}-status`} className={labelClass}>
          Ubah status menjadi
        </label>
        <select
          id={`${fieldId}-status`}
          name="status"
          aria-required={REQUIRED.has('status') || undefined}
          className={inputClass}
          defaultValue={choices[0]}
        >
          {choices.map((key) => (
            <option key={key} value={key}>
              {STATUS_PENGAJUAN[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${fieldId}-catatan`} className={labelClass}>
          Catatan
        </label>
        <textarea
          id={`${fieldId}-catatan`}
          name="catatan"
          rows={3}
          maxLength={LIMITS.catatan}
          defaultValue={catatan ?? ''}
          aria-describedby={`${fieldId}-hint`}
          className={inputClass}
        />
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-muted">
          Wajib diisi bila pengajuan ditolak.
        </p>
      </div>
      {state ? (
        <p
          role={state.ok ? 'status' : 'alert'}
          className={state.ok ? 'text-brand-700' : 'text-danger'}
        >
          {state.message}
        </p>
      ) : null}
      <button type="submit" aria-disabled={pending || undefined} className={buttonClass('primary')}>
        {pending ? 'Menyimpan...' : 'Simpan status'}
      </button>
    </form>
  )
}
