'use client'

import { useId } from 'react'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'

import { buttonClass } from '@/components/ui/button-styles'
import { Field } from '@/components/ui/field'
import { PlusIcon, TrashIcon } from '@/modules/admin/components/icons'
import type { RingkasanDto } from '@/modules/produk/produk.types'
import { AKAD, AKAD_LABEL, JENIS_LABEL, JENIS_PRODUK } from '@/modules/produk/ringkasan.rules'
import { isSimulasiEmpty, METODE_LABEL, METODE_SIMULASI } from '@/modules/produk/ringkasan.simulasi'

type BiayaRow = { nama: string; jumlah: number | string; satuan: string; dikenakan: string }
type SimulasiValue = {
  plafon: number | string
  margin: number | string
  tenor: number | string
  metode: string
}
export type RingkasanFormValue = {
  jenis: string
  akad: string
  fiturUtama: string
  manfaat: string
  risiko: string
  persyaratan: string
  biaya: BiayaRow[]
  berlakuPer: string
  dijaminLps: boolean
  simulasi: SimulasiValue
}

const EMPTY_SIMULASI: SimulasiValue = { plafon: '', margin: '', tenor: '', metode: '' }

/** The form's value of a stored summary; an empty one when the product has none. */
export const ringkasanFormValue = (stored: RingkasanDto | null | undefined): RingkasanFormValue =>
  stored
    ? {
        ...stored,
        biaya: stored.biaya.map((b) => ({ ...b })),
        simulasi: stored.simulasi ? { ...stored.simulasi } : { ...EMPTY_SIMULASI },
      }
    : {
        jenis: '',
        akad: '',
        fiturUtama: '',
        manfaat: '',
        risiko: '',
        persyaratan: '',
        biaya: [],
        berlakuPer: '',
        dijaminLps: false,
        simulasi: { ...EMPTY_SIMULASI },
      }

/** What the form sends: the example only for a pembiayaan and only when a value is filled in. */
export const withFormSimulasi = (value: RingkasanFormValue) => ({
  ...value,
  simulasi:
    value.jenis === 'pembiayaan' && !isSimulasiEmpty(value.simulasi) ? value.simulasi : null,
})

const number = { setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)) }

const TEXTS = [
  ['fiturUtama', 'Fitur utama'],
  ['manfaat', 'Manfaat'],
  ['risiko', 'Risiko'],
  ['persyaratan', 'Persyaratan dan tata cara'],
] as const

/**
 * The product summary (Ringkasan Informasi Produk dan Layanan) in the product form: left
 * without a jenis it is not sent, so the stored one stays.
 */
export function RingkasanFields({
  form,
}: {
  // The field touches only its own value, whatever the rest of the form holds.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<any, any, any>
}) {
  const { register, control } = form
  const headingId = useId()
  const { fields, append, remove } = useFieldArray({ control, name: 'ringkasan.biaya' })
  const jenis = useWatch({ control, name: 'ringkasan.jenis' })
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-base font-bold text-ink">
          Ringkasan Informasi Produk dan Layanan
        </h2>
        <p className="text-sm text-muted">
          Tampil di halaman produk, versi cetak, PDF, dan halaman Tarif dan Biaya. Biarkan jenis
          produk kosong bila belum diisi.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Jenis produk">
          <select {...register('ringkasan.jenis')}>
            <option value="">Belum diisi</option>
            {JENIS_PRODUK.map((value) => (
              <option key={value} value={value}>
                {JENIS_LABEL[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Akad">
          <select {...register('ringkasan.akad')}>
            <option value="">Pilih akad</option>
            {AKAD.map((value) => (
              <option key={value} value={value}>
                {AKAD_LABEL[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Berlaku per">
          <input type="date" {...register('ringkasan.berlakuPer')} />
        </Field>
        {jenis === 'simpanan' && (
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-ink">
            <input type="checkbox" className="size-4" {...register('ringkasan.dijaminLps')} />
            Dijamin LPS
          </label>
        )}
      </div>
      {jenis === 'pembiayaan' && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-bold text-ink">Contoh simulasi angsuran</legend>
          <p className="text-sm text-muted">
            Dihitung dengan Simulasi Angsuran dan ditautkan ke sana dengan isian yang sama.
            Kosongkan semua bila produk ini tanpa contoh.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Plafon contoh (Rp)">
              <input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...register('ringkasan.simulasi.plafon', number)}
              />
            </Field>
            <Field label="Margin contoh per tahun (%)">
              <input
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step="0.01"
                {...register('ringkasan.simulasi.margin', number)}
              />
            </Field>
            <Field label="Tenor contoh (bulan)">
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={600}
                step={1}
                {...register('ringkasan.simulasi.tenor', number)}
              />
            </Field>
            <Field label="Metode margin contoh">
              <select {...register('ringkasan.simulasi.metode')}>
                <option value="">Pilih metode</option>
                {METODE_SIMULASI.map((value) => (
                  <option key={value} value={value}>
                    {METODE_LABEL[value]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>
      )}
      {TEXTS.map(([name, label]) => (
        <Field key={name} label={label}>
          <textarea rows={3} {...register(`ringkasan.${name}`)} />
        </Field>
      ))}
      <fieldset className="space-y-3">
        <legend className="text-sm font-bold text-ink">Biaya</legend>
        {fields.length === 0 && <p className="text-sm text-muted">Belum ada biaya.</p>}
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-line bg-surface-alt p-4">
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="text-sm font-semibold text-ink">Biaya {index + 1}</legend>
                <Field label={`Nama biaya ${index + 1}`}>
                  <input {...register(`ringkasan.biaya.${index}.nama`)} />
                </Field>
                <Field label={`Dikenakan (biaya ${index + 1})`}>
                  <input
                    placeholder="Contoh: Setiap bulan"
                    {...register(`ringkasan.biaya.${index}.dikenakan`)}
                  />
                </Field>
                <Field label={`Besaran biaya ${index + 1}`}>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    {...register(`ringkasan.biaya.${index}.jumlah`, { valueAsNumber: true })}
                  />
                </Field>
                <Field label={`Satuan biaya ${index + 1}`}>
                  <select {...register(`ringkasan.biaya.${index}.satuan`)}>
                    <option value="rupiah">Rupiah</option>
                    <option value="persen">Persen</option>
                  </select>
                </Field>
              </fieldset>
              <button
                type="button"
                onClick={() => remove(index)}
                className={buttonClass('ghost', 'sm', 'mt-3 text-danger hover:bg-danger-50')}
              >
                <TrashIcon width={16} height={16} />
                Hapus<span className="sr-only"> biaya {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => append({ nama: '', jumlah: Number.NaN, satuan: 'rupiah', dikenakan: '' })}
          className={buttonClass('secondary', 'sm')}
        >
          <PlusIcon width={16} height={16} />
          Tambah Biaya
        </button>
      </fieldset>
    </section>
  )
}
