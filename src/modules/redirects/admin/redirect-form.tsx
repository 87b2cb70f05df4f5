'use client'

import { useActionState, useId } from 'react'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'

import { createRedirectAction, type RedirectActionState } from '../redirects.actions'

export type RecordChoice = { group: string; options: { value: string; label: string }[] }

/** The add form: an old address (prefilled from the 404 log), and a new path or a record. */
export function RedirectForm({ dari, records }: { dari: string; records: RecordChoice[] }) {
  const id = useId()
  const [state, action, pending] = useActionState<RedirectActionState, FormData>(
    createRedirectAction,
    null,
  )
  return (
    <form action={action} className="grid gap-4 md:grid-cols-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink md:col-span-2">
        Tambah Pengalihan
      </h2>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-dari`} className={labelClass}>
          Alamat lama
        </label>
        <input
          id={`${id}-dari`}
          name="dari"
          required
          aria-required
          defaultValue={dari}
          placeholder="/2024/05/judul-berita/ atau /?p=123 atau /category/*"
          aria-describedby={`${id}-dari-hint`}
          className={inputClass}
        />
        <p id={`${id}-dari-hint`} className="mt-1 text-xs text-muted">
          Akhiri dengan /* untuk semua alamat di bawahnya.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-ke`} className={labelClass}>
          Alamat baru
        </label>
        <input
          id={`${id}-ke`}
          name="ke"
          placeholder="/news"
          aria-describedby={`${id}-tujuan-hint`}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-rekaman`} className={labelClass}>
          Atau ke rekaman
        </label>
        <select
          id={`${id}-rekaman`}
          name="rekaman"
          defaultValue=""
          aria-describedby={`${id}-tujuan-hint`}
          className={inputClass}
        >
          <option value="">Tidak ada</option>
          {records.map((group) => (
            <optgroup key={group.group} label={group.group}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <p id={`${id}-tujuan-hint`} className="-mt-2 text-xs text-muted md:col-span-2">
        Isi salah satu: alamat baru, atau rekaman (alamatnya mengikuti slug rekaman itu).
      </p>
      <div>
        <label htmlFor={`${id}-kode`} className={labelClass}>
          Jenis
        </label>
        <select id={`${id}-kode`} name="kode" defaultValue="301" className={inputClass}>
          <option value="301">301 (permanen)</option>
          <option value="302">302 (sementara)</option>
        </select>
      </div>
      <div className="flex items-end">
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className={buttonClass('primary')}
        >
          {pending ? 'Menyimpan...' : 'Simpan Pengalihan'}
        </button>
      </div>
      {state ? (
        <p
          role={state.ok ? 'status' : 'alert'}
          className={`md:col-span-2 ${state.ok ? 'text-brand-700' : 'text-danger'}`}
        >
          {state.message}
        </p>
      ) : null}
    </form>
  )
}
