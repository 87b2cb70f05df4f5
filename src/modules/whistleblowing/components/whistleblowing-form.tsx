'use client'

import { useActionState, useEffect, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { CASE_FILE_ACCEPT } from '@/modules/case-intake/case-files.rules'
import { freshFormTokenAction } from '@/modules/pengajuan/pengajuan.actions'
import { FORM_OPENED_PATH } from '@/modules/pengajuan/pengajuan.rules'
import { controlClass, FormField } from '@/modules/pengajuan/components/form-field'
import { HoneypotField } from '@/modules/pengajuan/components/honeypot-field'

import { submitWhistleblowingAction } from '../whistleblowing.actions'
import { WBS_IDLE } from '../whistleblowing.form-state'
import { WBS_LIMITS as L } from '../whistleblowing.rules'
import type { WbsField } from '../whistleblowing.schema'
import { WhistleblowingSent } from './whistleblowing-sent'

const QUESTIONS = [
  {
    name: 'apa',
    label: 'Apa yang terjadi?',
    hint: 'Pelanggaran atau kecurangan yang Anda ketahui.',
    rows: 5,
  },
  {
    name: 'siapa',
    label: 'Siapa yang terlibat?',
    hint: 'Nama, jabatan atau bagian, bila Anda tahu.',
    rows: 3,
  },
  {
    name: 'kapan',
    label: 'Kapan terjadinya?',
    hint: 'Tanggal atau perkiraan waktu, misalnya "Maret 2026".',
  },
  { name: 'dimana', label: 'Di mana terjadinya?', hint: 'Kantor, cabang, atau tempat lain.' },
  {
    name: 'bagaimana',
    label: 'Bagaimana pelanggaran dilakukan?',
    hint: 'Cara atau urutan kejadian.',
    rows: 5,
  },
] as const

/**
 * The report form: a plain multipart POST (server action), so it works without JavaScript;
 * every message is the server's (noValidate). Anonymous unless the reporter chooses otherwise.
 */
export function WhistleblowingForm({
  requiredNames,
  consent,
}: {
  requiredNames: readonly string[]
  consent: string
}) {
  const id = useId()
  const [state, action, pending] = useActionState(submitWhistleblowingAction, WBS_IDLE)
  const [freshToken, setFreshToken] = useState<string | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  const refused = state.status === 'refused' ? state : null
  const values = refused?.values ?? {}
  const errors = refused?.errors ?? {}

  useEffect(() => {
    freshFormTokenAction().then(setFreshToken, () => undefined)
  }, [])
  useEffect(() => {
    if (state.status === 'refused') summary.current?.focus()
  }, [state])

  if (state.status === 'sent') return <WhistleblowingSent {...state} />

  const field = (name: WbsField | 'situs') => `${id}-${name}`
  const required = (name: WbsField) => requiredNames.includes(name)
  const errorList = Object.entries(errors) as [WbsField, string][]
  const identitas = values.identitas === 'beri' ? 'beri' : 'anonim'

  return (
    <form
      action={action}
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-5"
    >
      {refused ? (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-danger bg-danger-50 p-4 text-sm text-ink"
        >
          <p className="font-semibold text-danger">{refused.message}</p>
          {errorList.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {errorList.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${field(name)}`} className="underline">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <input type="hidden" name="mulai" value={refused?.token ?? freshToken ?? ''} />
      {/* eslint-disable-next-line @next/next/no-img-element -- a cookie, not a picture to optimise */}
      <img
        src={FORM_OPENED_PATH}
        alt=""
        width={1}
        height={1}
        className="absolute size-px opacity-0"
      />
      <HoneypotField id={field('situs')} />

      {QUESTIONS.map((question) => (
        <FormField
          key={question.name}
          id={field(question.name)}
          label={question.label}
          hint={question.hint}
          required={required(question.name)}
          error={errors[question.name]}
        >
          {'rows' in question ? (
            <textarea
              name={question.name}
              rows={question.rows}
              maxLength={L[question.name]}
              defaultValue={values[question.name] ?? ''}
              className={controlClass}
            />
          ) : (
            <input
              name={question.name}
              type="text"
              maxLength={L[question.name]}
              defaultValue={values[question.name] ?? ''}
            />
          )}
        </FormField>
      ))}

      <FormField
        id={field('lampiran')}
        label="Bukti pendukung"
        hint="Paling banyak 3 berkas JPG, PNG atau PDF, masing-masing paling besar 5 MB. Periksa dahulu bahwa berkas tidak memuat nama Anda bila ingin tetap anonim."
        required={false}
        error={errors.lampiran}
      >
        <input
          name="lampiran"
          type="file"
          multiple
          accept={CASE_FILE_ACCEPT}
          className={controlClass}
        />
      </FormField>

      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Identitas pelapor</legend>
        <div className="flex items-start gap-3">
          <input
            id={field('identitas')}
            name="identitas"
            type="radio"
            value="anonim"
            defaultChecked={identitas === 'anonim'}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={field('identitas')} className="text-sm text-ink">
            Melapor tanpa nama (anonim)
          </label>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${field('identitas')}-beri`}
            name="identitas"
            type="radio"
            value="beri"
            defaultChecked={identitas === 'beri'}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={`${field('identitas')}-beri`} className="text-sm text-ink">
            Cantumkan nama dan kontak saya (hanya dibaca petugas whistleblowing)
          </label>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={field('nama')} label="Nama" required={false} error={errors.nama}>
            <input
              name="nama"
              type="text"
              autoComplete="off"
              maxLength={L.nama}
              defaultValue={values.nama ?? ''}
            />
          </FormField>
          <FormField
            id={field('kontak')}
            label="Kontak (telepon atau e-mail)"
            required={false}
            error={errors.kontak}
          >
            <input
              name="kontak"
              type="text"
              autoComplete="off"
              maxLength={L.kontak}
              defaultValue={values.kontak ?? ''}
            />
          </FormField>
        </div>
      </fieldset>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={field('persetujuan')}
            name="persetujuan"
            type="checkbox"
            value="ya"
            defaultChecked={values.persetujuan === 'ya'}
            aria-invalid={errors.persetujuan ? true : undefined}
            aria-required={required('persetujuan') || undefined}
            aria-describedby={errors.persetujuan ? `${field('persetujuan')}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={field('persetujuan')} className="text-sm text-ink">
            {consent}
          </label>
        </div>
        {errors.persetujuan ? (
          <p
            id={`${field('persetujuan')}-error`}
            className="mt-1.5 text-sm font-medium text-danger"
          >
            {errors.persetujuan}
          </p>
        ) : null}
      </div>

      <button type="submit" disabled={pending} className={buttonClass('primary')}>
        {pending ? 'Mengirim…' : 'Kirim Laporan'}
      </button>
    </form>
  )
}
