import {
  GetFilterForm,
  InputFilter,
  SelectFilter,
} from '@/modules/admin/components/get-filter-form'

import { JENIS_AKTIVITAS, JENIS_KEYS, PENGGUNA_FILTER_MAX } from '../aktivitas.rules'
import type { AktivitasFilters } from '../aktivitas.schema'

const JENIS_OPTIONS = JENIS_KEYS.map((key) => ({ value: key, label: JENIS_AKTIVITAS[key] }))

/** The audit trail's filters: kind, user and a date range. */
export function AktivitasFilterForm({ filters }: { filters: AktivitasFilters }) {
  return (
    <GetFilterForm
      action="/admin/riwayat-aktivitas"
      className="lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <SelectFilter
        name="jenis"
        label="Jenis"
        value={filters.jenis}
        allLabel="Semua jenis"
        options={JENIS_OPTIONS}
      />
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
    </GetFilterForm>
  )
}
