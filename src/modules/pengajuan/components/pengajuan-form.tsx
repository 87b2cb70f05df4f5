'use client'

import { useActionState, useEffect, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { formatRupiah, formatThousands, parseRupiah } from '@/lib/format'
import { PrivacyLink } from '@/modules/privasi/components/privacy-link'

import { FORM_OPENED_PATH } from '../pengajuan.rules'
import { freshFormTokenAction, submitPengajuanAction } from '../pengajuan.actions'
import { IDLE_STATE } from '../pengajuan.form-state'
import { firstInstallment, marginTypeLabel } from '../pengajuan.installment'
import { type JenisMargin, LIMITS } from '../pengajuan.rules'
import type { PengajuanField } from '../pengajuan.schema'
import { FormField, controlClass } from './form-field'
import { PengajuanSent } from './pengajuan-sent'
import { HoneypotField } from './honeypot-field'

export type PengajuanPrefill = {
  produk?: string
  jumlah?: number
  tenor?: number
  jenisMargin?: JenisMargin
  margin?: number
}

type Props = {
  jenis: 'pembiayaan' | 'kontak'
  /** The fields the server refuses this form without, worked out from its schema by the page. */
  requiredNames: readonly string[]
  consent: string
  produkOptions?: { slug: string; judul: string }[]
  prefill?: PengajuanPrefill
}

/**
 * 'Ajukan Pembiayaan' and 'Hubungi Kami'. A plain POST form: without JavaScript the server answers
 * with this page again (the reference number, or the refusal with what was typed); with it, the
 * same action runs without leaving the page. The browser's own checks are off (noValidate), so
 * every message is the server's, in Indonesian.
 */
export function PengajuanForm({
  jenis,
  requiredNames,
  consent,
  produkOptions = [],
  prefill = {},
}: Props) {
  const id = useId()
  const [state, action, pending] = useActionState(submitPengajuanAction, IDLE_STATE)
  const [freshToken, setFreshToken] = useState<string | null>(null)
  const refused = state.status === 'refused' ? state : null
  const values = refused?.values ?? {}
  const errors = refused?.errors ?? {}
  const initial = (name: PengajuanField, fallback?: string | number) =>
    values[name] ?? (fallback === undefined ? '' : String(fallback))
  const [jumlahText, setJumlahText] = useState(() =>
    initial('jumlah', prefill.jumlah === undefined ? undefined : formatThousands(prefill.jumlah)),
  )
  const [tenorText, setTenorText] = useState(() => initial('tenor', prefill.tenor))

  const summary = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // A cached page's token is as old as the page; a person's filling time starts now.
    freshFormTokenAction().then(setFreshToken, () => undefined)
  }, [])

  // After a refusal, the list of problems is where the keyboard and the screen reader go next.
  useEffect(() => {
    if (state.status === 'refused') summary.current?.focus()
  }, [state])

  if (state.status === 'sent') return <PengajuanSent nomor={state.nomor} jenis={jenis} />

  const financing = jenis === 'pembiayaan'
  const jenisMargin = (values.jenisMargin ?? prefill.jenisMargin) as JenisMargin | undefined
  const margin = values.margin ?? (prefill.margin === undefined ? '' : String(prefill.margin))
  const installment = firstInstallment({
    jumlah: parseRupiah(jumlahText),
    tenor: Number(tenorText) || undefined,
    jenisMargin,
    margin: margin === '' ? undefined : Number(margin),
  })
  const field = (name: PengajuanField | 'situs') => `${id}-${name}`
  const required = (name: PengajuanField) => requiredNames.includes(name)
  const errorList = Object.entries(errors) as [PengajuanField, string][]

  return (
    <form
      action={action}
      method="post"
      noValidate
      className="space-y-5"
      aria-describedby={refused ? `${id}-summary` : undefined}
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

      <input type="hidden" name="jenis" value={jenis} />
      <input type="hidden" name="mulai" value={refused?.token ?? freshToken ?? ''} />
      {/* Its answer sets the cookie of when this visitor opened the form (form-token.ts). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a cookie, not a picture to optimise */}
      <img
        src={FORM_OPENED_PATH}
        alt=""
        width={1}
        height={1}
        className="absolute size-px opacity-0"
      />
      {/* A trap for robots: hidden from people and from screen readers, never filled by them. */}
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
          id={field('kota')}
          label="Kota/kabupaten"
          required={required('kota')}
          error={errors.kota}
        >
          <input
            name="kota"
            type="text"
            autoComplete="address-level2"
            maxLength={LIMITS.kota}
            defaultValue={initial('kota')}
          />
        </FormField>
      </div>

      {produkOptions.length > 0 ? (
        <FormField
          id={field('produk')}
          label="Produk"
          required={required('produk')}
          error={errors.produk}
        >
          <select name="produk" defaultValue={initial('produk', prefill.produk)}>
            <option value="">Belum memilih produk</option>
            {produkOptions.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.judul}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}

      {financing ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={field('jumlah')}
            label="Jumlah pembiayaan (Rp)"
            hint="Contoh: 10.000.000"
            required={required('jumlah')}
            error={errors.jumlah}
          >
            <input
              name="jumlah"
              type="text"
              inputMode="numeric"
              maxLength={25}
              value={jumlahText}
              onChange={(event) => setJumlahText(event.target.value)}
            />
          </FormField>
          <FormField
            id={field('tenor')}
            label="Tenor (bulan)"
            hint="Contoh: 24 untuk 2 tahun"
            required={required('tenor')}
            error={errors.tenor}
          >
            <input
              name="tenor"
              type="text"
              inputMode="numeric"
              maxLength={3}
              value={tenorText}
              onChange={(event) => setTenorText(event.target.value)}
            />
          </FormField>
        </div>
      ) : null}

      {financing && jenisMargin && margin !== '' ? (
        <div className="rounded-xl border border-line bg-surface-alt p-4 text-sm">
          <input type="hidden" name="jenisMargin" value={jenisMargin} />
          <input type="hidden" name="margin" value={margin} />
          <p>
            Dari simulasi: margin {marginTypeLabel(jenisMargin)} {margin.replace('.', ',')}% per
            tahun.
          </p>
          <p className="mt-1 font-semibold text-brand-800" aria-live="polite">
            {installment === undefined
              ? 'Angsuran dihitung setelah jumlah dan tenor diisi.'
              : `Perkiraan angsuran bulan pertama: ${formatRupiah(installment)}`}
          </p>
        </div>
      ) : null}

      <FormField
        id={field('pesan')}
        label="Pesan"
        required={required('pesan')}
        hint={`Maksimal ${LIMITS.pesan.toLocaleString('id-ID')} karakter.`}
        error={errors.pesan}
      >
        <textarea
          name="pesan"
          rows={5}
          maxLength={LIMITS.pesan}
          defaultValue={initial('pesan')}
          className={`${controlClass} min-h-32`}
        />
      </FormField>

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

      <button
        type="submit"
        aria-disabled={pending || undefined}
        className={buttonClass('primary', 'md', 'px-6 py-3 text-base')}
      >
        {pending ? 'Mengirim...' : financing ? 'Kirim Pengajuan' : 'Kirim Pesan'}
      </button>
    </form>
  )
}
