'use client'

import { useActionState, useEffect, useId, useRef } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { OwnFiles } from '@/modules/case-intake/components/own-files'
import { controlClass, FormField } from '@/modules/pengajuan/components/form-field'

import { pengaduanStatusAction } from '../pengaduan.actions'
import type { StatusState } from '../pengaduan.form-state'
import { formatTanggal, LIMITS, STATUS_PENGADUAN } from '../pengaduan.rules'

const IDLE: StatusState = { status: 'idle' }

/** Number + follow-up code → the case's status; then information may be added. Works without JS. */
export function StatusForm() {
  const id = useId()
  const [state, action, pending] = useActionState(pengaduanStatusAction, IDLE)
  const focus = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status !== 'idle') focus.current?.focus()
  }, [state])

  if (state.status === 'found') {
    const { view } = state
    return (
      <div className="space-y-8">
        <div
          ref={focus}
          tabIndex={-1}
          role="status"
          className="rounded-2xl border border-line bg-surface-alt p-6 outline-none"
        >
          <h2 className="text-xl font-bold text-brand-800">Pengaduan {view.nomor}</h2>
          <dl className="mt-4 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-muted">Status</dt>
            <dd className="font-semibold text-ink">{STATUS_PENGADUAN[view.status]}</dd>
            <dt className="font-semibold text-muted">Batas waktu</dt>
            <dd className="text-ink">{formatTanggal(view.jatuhTempo)}</dd>
            {view.alasanPerpanjangan ? (
              <>
                <dt className="font-semibold text-muted">Alasan perpanjangan</dt>
                <dd className="whitespace-pre-line text-ink">{view.alasanPerpanjangan}</dd>
              </>
            ) : null}
            {view.kekurangan ? (
              <>
                <dt className="font-semibold text-muted">Yang masih kurang</dt>
                <dd className="whitespace-pre-line text-ink">{view.kekurangan}</dd>
              </>
            ) : null}
            {view.jawaban ? (
              <>
                <dt className="font-semibold text-muted">Jawaban bank</dt>
                <dd className="whitespace-pre-line text-ink">{view.jawaban}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-muted">Keterangan tambahan</dt>
            <dd className="text-ink">{view.tambahan} kali dikirim</dd>
            <dt className="font-semibold text-muted">Lampiran</dt>
            <dd>
              <OwnFiles
                kind="pengaduan"
                nomor={view.nomor}
                kode={state.kode}
                files={view.lampiran}
              />
            </dd>
          </dl>
          {state.notice ? (
            <p className="mt-4 text-sm font-semibold text-brand-800">{state.notice}</p>
          ) : null}
        </div>
        {view.status === 'selesai' ? null : (
          <form
            action={action}
            method="post"
            encType="multipart/form-data"
            noValidate
            className="space-y-5"
          >
            <h2 className="text-lg font-bold text-brand-800">Tambah keterangan atau lampiran</h2>
            <input type="hidden" name="nomor" value={view.nomor} />
            <input type="hidden" name="kode" value={state.kode} />
            <input type="hidden" name="tambah" value="ya" />
            <FormField id={`${id}-keterangan`} label="Keterangan tambahan" required={false}>
              <textarea
                name="keterangan"
                rows={4}
                maxLength={LIMITS.tambahan}
                className={controlClass}
              />
            </FormField>
            <FormField
              id={`${id}-lampiran`}
              label="Lampiran"
              hint="Paling banyak 3 berkas JPG, PNG atau PDF, masing-masing paling besar 5 MB."
              required={false}
            >
              <input
                name="lampiran"
                type="file"
                multiple
                accept=".jpg,.jpeg,.png,.pdf"
                className={controlClass}
              />
            </FormField>
            <button type="submit" disabled={pending} className={buttonClass('primary')}>
              {pending ? 'Mengirim…' : 'Kirim Keterangan'}
            </button>
          </form>
        )}
      </div>
    )
  }

  const refused = state.status === 'refused' ? state : null
  return (
    <form action={action} method="post" noValidate className="max-w-xl space-y-5">
      {refused ? (
        <div
          ref={focus}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-danger bg-danger-50 p-4 text-sm font-semibold text-danger"
        >
          {refused.message}
        </div>
      ) : null}
      <FormField
        id={`${id}-nomor`}
        label="Nomor pengaduan"
        hint="Contoh: ADU-261202-7K3QX"
        required
      >
        <input
          name="nomor"
          type="text"
          autoComplete="off"
          maxLength={20}
          defaultValue={refused?.nomor ?? ''}
        />
      </FormField>
      <FormField
        id={`${id}-kode`}
        label="Kode tindak lanjut"
        hint="Kode yang ditampilkan saat pengaduan dikirim."
        required
      >
        <input name="kode" type="text" autoComplete="off" maxLength={40} defaultValue="" />
      </FormField>
      <button type="submit" disabled={pending} className={buttonClass('primary')}>
        {pending ? 'Memeriksa…' : 'Lihat Status'}
      </button>
    </form>
  )
}
