'use client'

import { useActionState, useEffect, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { freshFormTokenAction } from '@/modules/pengajuan/pengajuan.actions'
import { FORM_OPENED_PATH } from '@/modules/pengajuan/pengajuan.rules'
import { controlClass, FormField } from '@/modules/pengajuan/components/form-field'
import { HoneypotField } from '@/modules/pengajuan/components/honeypot-field'
import { PrivacyLink } from '@/modules/privasi/components/privacy-link'

import { CASE_FILE_ACCEPT as ACCEPT } from '@/modules/case-intake/case-files.rules'

import { submitPengaduanAction } from '../pengaduan.actions'
import { IDLE_STATE } from '../pengaduan.form-state'
import { LIMITS } from '../pengaduan.rules'
import type { PengaduanField } from '../pengaduan.schema'
import { PengaduanSent } from './pengaduan-sent'

/**
 * The complaint form: a plain multipart POST (server action), so it works without JavaScript;
 * every message is the server's (noValidate).
 */
export function PengaduanForm({
  requiredNames,
  consent,
  produkOptions,
}: {
  requiredNames: readonly string[]
  consent: string
  produkOptions: { slug: string; judul: string }[]
}) {
  const id = useId()
  const [state, action, pending] = useActionState(submitPengaduanAction, IDLE_STATE)
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

  if (state.status === 'sent') return <PengaduanSent {...state} />

  const field = (name: PengaduanField | 'situs') => `${id}-${name}`
  const required = (name: PengaduanField) => requiredNames.includes(name)
  const errorList = Object.entries(errors) as [PengaduanField, string][]
  const initial = (name: PengaduanField) => values[name] ?? ''

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
          id={`${id}-summary`}
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

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={field('nama')}
          label="Nama lengkap"
          required={required('nama')}
          error={errors.nama}
        >
          <input
            name="nama"
            type="text"
            autoComplete="name"
            maxLength={LIMITS.nama}
            defaultValue={initial('nama')}
          />
        </FormField>
        <FormField
          id={field('telepon')}
          label="Nomor HP/WhatsApp"
          hint="Contoh: 0812 3456 7890"
          required={required('telepon')}
          error={errors.telepon}
        >
          <input
            name="telepon"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            defaultValue={initial('telepon')}
          />
        </FormField>
        <FormField
          id={field('email')}
          label="E-mail"
          hint="Bila diisi, jawaban kami kirim juga ke alamat ini."
          required={required('email')}
          error={errors.email}
        >
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            defaultValue={initial('email')}
          />
        </FormField>
        <FormField
          id={field('rekening')}
          label="Nomor rekening"
          required={required('rekening')}
          error={errors.rekening}
        >
          <input
            name="rekening"
            type="text"
            maxLength={LIMITS.rekening}
            defaultValue={initial('rekening')}
          />
        </FormField>
        <FormField
          id={field('produk')}
          label="Produk"
          required={required('produk')}
          error={errors.produk}
        >
          <select name="produk" defaultValue={initial('produk')}>
            <option value="">Tidak terkait produk tertentu</option>
            {produkOptions.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.judul}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={field('tanggalKejadian')}
          label="Tanggal kejadian"
          required={required('tanggalKejadian')}
          error={errors.tanggalKejadian}
        >
          <input name="tanggalKejadian" type="date" defaultValue={initial('tanggalKejadian')} />
        </FormField>
        <FormField
          id={field('kerugian')}
          label="Kerugian yang dialami (Rp)"
          hint="Contoh: 1.500.000"
          required={required('kerugian')}
          error={errors.kerugian}
        >
          <input
            name="kerugian"
            type="text"
            inputMode="numeric"
            maxLength={25}
            defaultValue={initial('kerugian')}
          />
        </FormField>
      </div>

      <FormField
        id={field('kronologi')}
        label="Kronologi"
        hint={`Ceritakan apa yang terjadi. Maksimal ${LIMITS.kronologi.toLocaleString('id-ID')} karakter.`}
        required={required('kronologi')}
        error={errors.kronologi}
      >
        <textarea
          name="kronologi"
          rows={6}
          maxLength={LIMITS.kronologi}
          defaultValue={initial('kronologi')}
          className={`${controlClass} min-h-32`}
        />
      </FormField>
      <FormField
        id={field('penyelesaian')}
        label="Penyelesaian yang diharapkan"
        required={required('penyelesaian')}
        error={errors.penyelesaian}
      >
        <textarea
          name="penyelesaian"
          rows={3}
          maxLength={LIMITS.penyelesaian}
          defaultValue={initial('penyelesaian')}
          className={controlClass}
        />
      </FormField>
      <FormField
        id={field('lampiran')}
        label="Lampiran"
        hint="Foto KTP, bukti transaksi, dan dokumen pendukung: paling banyak 3 berkas JPG, PNG atau PDF, masing-masing paling besar 5 MB."
        required={false}
        error={errors.lampiran}
      >
        <input name="lampiran" type="file" multiple accept={ACCEPT} className={controlClass} />
      </FormField>

      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">
          Mengadu atas nama orang lain?
        </legend>
        <div className="flex items-start gap-3">
          <input
            id={field('mewakili')}
            name="mewakili"
            type="checkbox"
            value="ya"
            defaultChecked={values.mewakili === 'ya'}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={field('mewakili')} className="text-sm text-ink">
            Saya mewakili nasabah dan melampirkan surat kuasanya.
          </label>
        </div>
        <FormField
          id={field('kuasa')}
          label="Surat kuasa"
          hint="Wajib bila mewakili orang lain. JPG, PNG atau PDF, paling besar 5 MB."
          required={false}
          error={errors.kuasa}
        >
          <input name="kuasa" type="file" accept={ACCEPT} className={controlClass} />
        </FormField>
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
            <PrivacyLink />
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
        {pending ? 'Mengirim…' : 'Kirim Pengaduan'}
      </button>
    </form>
  )
}
