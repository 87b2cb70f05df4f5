import Link from 'next/link'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'

import { STATUS_KEYS, STATUS_PENGAJUAN } from '../pengajuan.rules'
import type { PengajuanFilters } from '../pengajuan.schema'

/** A plain GET form: the filters live in the URL, so a filtered view can be shared or exported. */
export function PengajuanFilterForm({
  filters,
  produk,
}: {
  filters: PengajuanFilters
  produk: { id: string; judul: string }[]
}) {
  return (
    <form
      method="get"
      action="/admin/pengajuan"
      className="mb-5 grid grid-cols-2 items-end gap-4 lg:grid-cols-[2fr_1fr_2fr_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="filter-q" className={labelClass}>
          Cari
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q ?? ''}
          placeholder="Nama, nomor HP, kota atau nomor pengajuan"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="filter-status" className={labelClass}>
          Status
        </label>
        <select
          id="filter-status"
          name="status"
          defaultValue={filters.status ?? ''}
          className={inputClass}
        >
          <option value="">Semua status</option>
          {STATUS_KEYS.map((key) => (
            <option key={key} value={key}>
              {STATUS_PENGAJUAN[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-produk" className={labelClass}>
          Produk
        </label>
        <select
          id="filter-produk"
          name="produk"
          defaultValue={filters.produk ?? ''}
          className={inputClass}
        >
          <option value="">Semua produk</option>
          {produk.map((item) => (
            <option key={item.id} value={item.id}>
              {item.judul}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={buttonClass('primary')}>
          Terapkan
        </button>
        <Link href="/admin/pengajuan" className={buttonClass('secondary')}>
          Reset
        </Link>
      </div>
    </form>
  )
}
