import { NumberedTable } from '@/modules/admin/components/numbered-table'
import type { Pengalihan } from '@/payload-types'

import { DeleteRedirectButton } from './delete-redirect-button'

const HEADERS = ['Alamat lama', 'Tujuan', 'Jenis', 'Dibuat oleh', 'Aksi']
const SUMBER = { manual: 'Admin', slug: 'Slug berubah', impor: 'Impor' } as const

function targetOf(row: Pengalihan): string {
  const target = row.rekaman
  if (!target) return row.ke ?? '-'
  const value = target.value
  const judul = typeof value === 'object' ? value.judul : `#${value}`
  return `${target.relationTo}: ${judul}`
}

/** The redirects, by old address. */
export function RedirectTable({ rows, offset }: { rows: Pengalihan[]; offset: number }) {
  return (
    <NumberedTable
      caption="Pengalihan, urut alamat lama"
      headers={HEADERS}
      empty="Belum ada pengalihan."
      rows={rows}
      offset={offset}
      cells={(row) => (
        <>
          <td className="px-3 py-3 font-mono text-xs break-all">{row.dari}</td>
          <td className="px-3 py-3 break-all">{targetOf(row)}</td>
          <td className="px-3 py-3 whitespace-nowrap">{row.kode}</td>
          <td className="px-3 py-3 whitespace-nowrap">{SUMBER[row.sumber]}</td>
          <td className="px-3 py-3">
            <DeleteRedirectButton id={String(row.id)} dari={row.dari} />
          </td>
        </>
      )}
    />
  )
}
