import Link from 'next/link'
import type { InputHTMLAttributes } from 'react'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'

import { JENIS_AKTIVITAS, JENIS_KEYS, PENGGUNA_FILTER_MAX } from '../aktivitas.rules'
import type { AktivitasFilters } from '../aktivitas.schema'

type InputFilterProps = { name: string; label: string } & InputHTMLAttributes<HTMLInputElement>

/** A text or date filter, labelled above; the URL parameter is its name. */
function InputFilter({ name, label, ...input }: InputFilterProps) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <input id={`filter-${name}`} name={name} className={inputClass} {...input} />
    </div>
  )
}

/** A plain GET form: the filters live in the URL, so a filtered view can be shared or exported. */
export function AktivitasFilterForm({ filters }: { filters: AktivitasFilters }) {
  return (
    <form
      method="get"
      action="/admin/riwayat-aktivitas"
      className="mb-5 grid grid-cols-2 items-end gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <div>
        <label htmlFor="filter-jenis" className={labelClass}>
          Jenis
        </label>
        <select
          id="filter-jenis"
          name="jenis"
          defaultValue={filters.jenis ?? ''}
          className={inputClass}
        >
          <option value="">Semua jenis</option>
          {JENIS_KEYS.map((key) => (
            <option key={key} value={key}>
              {JENIS_AKTIVITAS[key]}
            </option>
          ))}
        </select>
      </div>
      <InputFilter
        name="pengguna"
        label="Pengguna"
        type="search"
        maxLength={PENGGUNA_FILTER_MAX}
        defaultValue={filters.pengguna ?? ''}
        placeholder="Username"
      />
      <InputFilter name="dari" label="Dari tanggal" type="date" defaultValue={filters.dari ?? ''} />
      <InputFilter
        name="sampai"
        label="Sampai tanggal"
        type="date"
        defaultValue={filters.sampai ?? ''}
      />
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={buttonClass('primary')}>
          Terapkan
        </button>
        <Link href="/admin/riwayat-aktivitas" className={buttonClass('secondary')}>
          Reset
        </Link>
      </div>
    </form>
  )
}
