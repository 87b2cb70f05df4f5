'use client'

import { useActionState } from 'react'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'

import { createStaffAction, type StaffEntryState } from '../pengaduan.admin-actions'
import { formatTanggal, KANAL_KEYS, KANAL_PENGADUAN, LIMITS } from '../pengaduan.rules'

const FIELDS = [
  { name: 'nama', label: 'Nama pengadu', max: LIMITS.nama },
  { name: 'telepon', label: 'Nomor HP/WhatsApp', max: 30 },
  { name: 'email', label: 'E-mail (opsional)', max: LIMITS.email },
  { name: 'rekening', label: 'Nomor rekening (opsional)', max: LIMITS.rekening },
  { name: 'produk', label: 'Produk (opsional)', max: 300 },
  { name: 'kerugian', label: 'Kerugian (Rp, opsional)', max: 25 },
] as const

/** A complaint staff took by telephone, at the office, by letter, …; the code is shown once. */
export function StaffEntryForm() {
  const [state, action, pending] = useActionState<StaffEntryState, FormData>(
    createStaffAction,
    null,
  )
  if (state?.ok) {
    return (
      <div
        role="status"
        className="space-y-2 rounded-2xl border border-brand-600 bg-brand-50 p-6 text-ink"
      >
        <p className="text-lg">
          Nomor pengaduan: <strong className="font-mono">{state.nomor}</strong>
        </p>
        <p>Batas waktu: {formatTanggal(state.jatuhTempo)}</p>
        <p>
          Kode tindak lanjut: <strong className="font-mono">{state.kode}</strong>
        </p>
        <p className="text-sm text-muted">
          Sampaikan nomor dan kode ini kepada pengadu sekarang: kode hanya ditampilkan sekali.
        </p>
        <a href={`/admin/pengaduan/${state.id}`} className="font-semibold text-brand-700 underline">
          Buka pengaduan
        </a>
      </div>
    )
  }
  const errors = state && !state.ok ? state.errors : {}
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
        {errors[name]}
      </p>
    ) : null
  const described = (name: string) => (errors[name] ? `${name}-error` : undefined)
  return (
    <form action={action} encType="multipart/form-data" noValidate className="max-w-3xl space-y-5">
      {state && !state.ok ? (
        <p
          role="alert"
          className="rounded-xl border border-danger bg-danger-50 p-4 text-sm font-semibold text-danger"
        >
          {state.message}
        </p>
      ) : null}
      <div>
        <label htmlFor="kanal" className={labelClass}>
          Saluran
        </label>
        <select
          id="kanal"
          name="kanal"
          className={inputClass}
          defaultValue="telepon"
          aria-describedby={described('kanal')}
        >
          {KANAL_KEYS.filter((key) => key !== 'formulir').map((key) => (
            <option key={key} value={key}>
              {KANAL_PENGADUAN[key]}
            </option>
          ))}
        </select>
        {error('kanal')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={field.name} className={labelClass}>
              {field.label}
            </label>
            <input
              id={field.name}
              name={field.name}
              type="text"
              maxLength={field.max}
              className={inputClass}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={described(field.name)}
            />
            {error(field.name)}
          </div>
        ))}
        <div>
          <label htmlFor="tanggalKejadian" className={labelClass}>
            Tanggal kejadian
          </label>
          <input
            id="tanggalKejadian"
            name="tanggalKejadian"
            type="date"
            className={inputClass}
            aria-invalid={errors.tanggalKejadian ? true : undefined}
            aria-describedby={described('tanggalKejadian')}
          />
          {error('tanggalKejadian')}
        </div>
      </div>
      {(
        [
          ['kronologi', 'Kronologi', LIMITS.kronologi, 5],
          ['penyelesaian', 'Penyelesaian yang diharapkan', LIMITS.penyelesaian, 3],
        ] as const
      ).map(([name, label, max, rows]) => (
        <div key={name}>
          <label htmlFor={name} className={labelClass}>
            {label}
          </label>
          <textarea
            id={name}
            name={name}
            rows={rows}
            maxLength={max}
            className={inputClass}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={described(name)}
          />
          {error(name)}
        </div>
      ))}
      <div>
        <label htmlFor="lampiran" className={labelClass}>
          Lampiran (opsional, paling banyak 3 berkas JPG, PNG atau PDF, 5 MB)
        </label>
        <input
          id="lampiran"
          name="lampiran"
          type="file"
          multiple
          className={inputClass}
          aria-describedby={described('lampiran')}
        />
        {error('lampiran')}
      </div>
      <div className="flex items-start gap-3">
        <input
          id="mewakili"
          name="mewakili"
          type="checkbox"
          value="ya"
          className="mt-1 size-5 accent-brand-700"
        />
        <label htmlFor="mewakili" className="text-sm">
          Pengadu mewakili nasabah (surat kuasa diperiksa petugas)
        </label>
      </div>
      <button type="submit" disabled={pending} className={buttonClass('primary')}>
        Simpan pengaduan
      </button>
    </form>
  )
}
