import { GetFilterForm, SelectFilter } from '@/modules/admin/components/get-filter-form'

import { KANAL_KEYS, KANAL_PENGADUAN, STATUS_KEYS, STATUS_PENGADUAN } from '../pengaduan.rules'
import type { PengaduanFilters } from '../pengaduan.schema'

/** The register's filters: status, channel and deadline. */
export function PengaduanFilterForm({ filters }: { filters: PengaduanFilters }) {
  return (
    <GetFilterForm action="/admin/pengaduan" className="lg:grid-cols-[1fr_1fr_1fr_auto]">
      <SelectFilter
        name="status"
        label="Status"
        value={filters.status}
        allLabel="Semua status"
        options={STATUS_KEYS.map((key) => ({ value: key, label: STATUS_PENGADUAN[key] }))}
      />
      <SelectFilter
        name="kanal"
        label="Saluran"
        value={filters.kanal}
        allLabel="Semua saluran"
        options={KANAL_KEYS.map((key) => ({ value: key, label: KANAL_PENGADUAN[key] }))}
      />
      <SelectFilter
        name="tenggat"
        label="Batas waktu"
        value={filters.tenggat}
        allLabel="Semua"
        options={[
          { value: 'segera', label: 'Segera jatuh tempo' },
          { value: 'lewat', label: 'Lewat batas' },
        ]}
      />
    </GetFilterForm>
  )
}
