'use client'

import { useActionState, useEffect, useId, useRef } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { CASE_FILE_ACCEPT } from '@/modules/case-intake/case-files.rules'
import { OwnFiles } from '@/modules/case-intake/components/own-files'
import { controlClass, FormField } from '@/modules/pengajuan/components/form-field'

import { whistleblowingFollowUpAction } from '../whistleblowing.actions'
import type { WbsFollowUpState } from '../whistleblowing.form-state'
import { HASIL_WBS, STATUS_WBS, WBS_LIMITS } from '../whistleblowing.rules'

const IDLE: WbsFollowUpState = { status: 'idle' }
const time = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})

/** Number + follow-up code → the bank's questions, the outcome, and a reply. Works without JS. */
export function FollowUpForm() {
  const id = useId()
  const [state, action, pending] = useActionState(whistleblowingFollowUpAction, IDLE)
  const focus = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status !== 'idle') focus.current?.focus()
  }, [state])

  if (state.status === 'found') {
    const { view, kode } = state
    return (
      <div className="space-y-8">
        <div
          ref={focus}
          tabIndex={-1}
          role="status"
          className="rounded-2xl border border-line bg-surface-alt p-6 outline-none"
        >
          <h2 className="text-xl font-bold text-brand-800">Laporan {view.nomor}</h2>
          <dl className="mt-4 grid grid-cols-[9rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-muted">Status</dt>
            <dd className="font-semibold text-ink">{STATUS_WBS[view.status]}</dd>
            {view.hasil ? (
              <>
                <dt className="font-semibold text-muted">Hasil</dt>
                <dd className="font-semibold text-ink">{HASIL_WBS[view.hasil]}</dd>
              </>
            ) : null}
            {view.kesimpulan ? (
              <>
                <dt className="font-semibold text-muted">Kesimpulan</dt>
                <dd className="whitespace-pre-line text-ink">{view.kesimpulan}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-muted">Lampiran</dt>
            <dd>
              <OwnFiles
                kind="whistleblowing"
                nomor={view.nomor}
                kode={kode}
                files={view.lampiran}
              />
            </dd>
          </dl>
          {state.notice ? (
            <p className="mt-4 text-sm font-semibold text-brand-800">{state.notice}</p>
          ) : null}
        </div>
        <section aria-labelledby={`${id}-percakapan`}>
          <h2 id={`${id}-percakapan`} className="mb-3 text-lg font-bold text-brand-800">
            Pertanyaan dan jawaban
          </h2>
          {view.percakapan.length === 0 ? (
            <p className="text-sm text-muted">Belum ada pertanyaan dari petugas.</p>
          ) : (
            <ol className="space-y-3 text-sm">
              {view.percakapan.map((row, index) => (
                <li key={index} className="rounded-xl border border-line p-4">
                  <p className="font-semibold text-ink">
                    {row.dari === 'bank' ? 'Petugas bank' : 'Anda'}
                    <span className="font-normal text-muted">
                      {' '}
                      · {time.format(new Date(row.pada))} WIB
                    </span>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-ink">{row.teks}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
        {view.status === 'selesai' ? null : (
          <form
            action={action}
            method="post"
            encType="multipart/form-data"
            noValidate
            className="space-y-5"
          >
            <h2 className="text-lg font-bold text-brand-800">Jawab atau tambah keterangan</h2>
            <input type="hidden" name="nomor" value={view.nomor} />
            <input type="hidden" name="kode" value={kode} />
            <input type="hidden" name="balas" value="ya" />
            <FormField id={`${id}-pesan`} label="Pesan untuk petugas" required={false}>
              <textarea
                name="pesan"
                rows={4}
                maxLength={WBS_LIMITS.pesan}
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
                accept={CASE_FILE_ACCEPT}
                className={controlClass}
              />
            </FormField>
            <button type="submit" disabled={pending} className={buttonClass('primary')}>
              {pending ? 'Mengirim…' : 'Kirim Pesan'}
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
      <FormField id={`${id}-nomor`} label="Nomor laporan" hint="Contoh: WBS-261202-7K3QX" required>
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
        hint="Kode yang ditampilkan saat laporan dikirim."
        required
      >
        <input name="kode" type="text" autoComplete="off" maxLength={40} defaultValue="" />
      </FormField>
      <button type="submit" disabled={pending} className={buttonClass('primary')}>
        {pending ? 'Memeriksa…' : 'Lihat Tindak Lanjut'}
      </button>
    </form>
  )
}
