import {
  GetFilterForm,
  InputFilter,
  SelectFilter,
} from '@/modules/admin/components/get-filter-form'

import { STATUS_KEYS, STATUS_PENGAJUAN } from '../pengajuan.rules'
import type { PengajuanFilters } from '../pengajuan.schema'

const STATUS_OPTIONS = STATUS_KEYS.map((key) => ({ value: key, label: STATUS_PENGAJUAN[key] }))

/** The inbox's filters: words, status and product. */
export function PengajuanFilterForm({
  filters,
  produk,
}: {
  filters: PengajuanFilters
  produk: { id: string; judul: string }[]
}) {
  return (
    <GetFilterForm action="/admin/pengajuan" className="lg:grid-cols-[2fr_1fr_2fr_auto]">
      <InputFilter
        name="q"
        label="Cari"
        className="col-span-2 lg:col-span-1"
        type="search"
        maxLength={100}
        defaultValue={filters.q ?? ''}
        placeholder="Nama, nomor HP, kota atau nomor pengajuan"
      />
      <SelectFilter
        name="status"
        label="Status"
        value={filters.status}
        allLabel="Semua status"
        options={STATUS_OPTIONS}
      />
      <SelectFilter
        name="produk"
        label="Produk"
        value={filters.produk}
        allLabel="Semua produk"
        options={produk.map((item) => ({ value: item.id, label: item.judul }))}
      />
    </GetFilterForm>
  )
}
