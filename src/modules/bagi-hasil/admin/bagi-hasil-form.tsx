'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { requestJson } from '@/modules/admin/lib/api-client'

import {
  BAGI_HASIL_MESSAGES as M,
  EKUIVALEN_MAX,
  formatBulan,
  TENOR_MAX,
} from '../bagi-hasil.rules'
import type { BagiHasilMonthDto } from '../bagi-hasil.service'

type Row = {
  produk: string
  tenor: string
  nisbahNasabah: string
  nisbahBank: string
  ekuivalen: string
}

const fromDto = (month: BagiHasilMonthDto): Row[] =>
  month.baris.map((r) => ({
    produk: r.produk,
    tenor: String(r.tenor),
    nisbahNasabah: String(r.nisbahNasabah),
    nisbahBank: String(r.nisbahBank),
    ekuivalen: r.ekuivalen === null ? '' : String(r.ekuivalen),
  }))

// An empty or unreadable number goes as NaN's stand-in (null), which the server refuses by name.
const num = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')))

/** /admin/tingkat-bagi-hasil: one month's rows, one a product and tenor, saved together. */
export function BagiHasilForm({ month }: { month: BagiHasilMonthDto }) {
  const router = useRouter()
  const [rows, setRows] = useState(() => fromDto(month))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const change = (i: number, key: keyof Row, value: string) =>
    setRows((current) => current.map((row, n) => (n === i ? { ...row, [key]: value } : row)))
  const name = (row: Row) =>
    `${month.produk.find((p) => p._id === row.produk)?.judul ?? 'produk'}, ${row.tenor || '?'} bulan`

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const result = await requestJson<BagiHasilMonthDto>('PUT', '/api/tingkat-bagi-hasil', {
      bulan: month.bulan,
      baris: rows.map((row) => ({
        produk: row.produk,
        tenor: num(row.tenor),
        nisbahNasabah: num(row.nisbahNasabah),
        nisbahBank: num(row.nisbahBank),
        ekuivalen: num(row.ekuivalen),
      })),
    })
    setBusy(false)
    if (!result.ok) {
      const message = result.error ?? M.format
      setError(message)
      toast.error(message)
      return
    }
    setError(null)
    setRows(fromDto(result.data))
    toast.success(M.tersimpan)
    router.refresh()
  }

  return (
    <div className="space-y-6">
      <form
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm"
        action="/admin/tingkat-bagi-hasil"
      >
        <div>
          <label htmlFor="bulan" className={labelClass}>
            Bulan
          </label>
          <input
            id="bulan"
            name="bulan"
            type="month"
            defaultValue={month.bulan}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          Buka bulan
        </button>
        <p className="text-sm text-muted">
          {month.tersimpan
            ? `Tingkat bagi hasil ${formatBulan(month.bulan)} sudah tersimpan.`
            : `${formatBulan(month.bulan)} belum diisi. Nisbah diambil dari bulan sebelumnya.`}
        </p>
      </form>

      <form
        onSubmit={save}
        noValidate
        className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      >
        <h2 className="text-lg font-bold text-ink">{formatBulan(month.bulan)}</h2>
        <p className="mt-1 text-sm text-muted">
          Satu baris untuk setiap produk dan jangka waktu. Nisbah nasabah dan bank berupa bilangan
          bulat yang berjumlah 100; ekuivalen antara 0 dan {EKUIVALEN_MAX}% per tahun, dua angka
          desimal. Jangka waktu 0 untuk tabungan.
        </p>
        {error ? (
          <p role="alert" className="mt-4 rounded-lg bg-danger-50 p-3 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {month.produk.length === 0 ? (
          <p className="mt-4 text-sm text-muted">
            Belum ada produk simpanan berakad mudharabah. Isi ringkasan produknya lebih dulu.
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3">
                    Produk
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Jangka waktu (bulan)
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Nisbah nasabah
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Nisbah bank
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Ekuivalen (% p.a.)
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Hapus</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="border-b border-line align-top">
                    <td className="py-2 pr-3">
                      <select
                        aria-label={`Produk baris ${i + 1}`}
                        value={row.produk}
                        onChange={(e) => change(i, 'produk', e.target.value)}
                        className={inputClass}
                      >
                        {month.produk.map((p) => (
                          <option key={p._id} value={p._id}>
                            {p.judul}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="py-2 pr-3">
                      <input
                        aria-label={`Jangka waktu baris ${i + 1}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={TENOR_MAX}
                        value={row.tenor}
                        onChange={(e) => change(i, 'tenor', e.target.value)}
                        className={inputClass}
                      />
                    </td>
                    <td className="py-2 pr-3">
                      <input
                        aria-label={`Nisbah nasabah ${name(row)}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={100}
                        value={row.nisbahNasabah}
                        onChange={(e) => change(i, 'nisbahNasabah', e.target.value)}
                        className={inputClass}
                      />
                    </td>
                    <td className="py-2 pr-3">
                      <input
                        aria-label={`Nisbah bank ${name(row)}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={100}
                        value={row.nisbahBank}
                        onChange={(e) => change(i, 'nisbahBank', e.target.value)}
                        className={inputClass}
                      />
                    </td>
                    <td className="py-2 pr-3">
                      <input
                        aria-label={`Ekuivalen ${name(row)}`}
                        type="number"
                        inputMode="decimal"
                        step="0.01"
                        min={0}
                        max={EKUIVALEN_MAX}
                        value={row.ekuivalen}
                        onChange={(e) => change(i, 'ekuivalen', e.target.value)}
                        className={inputClass}
                      />
                    </td>
                    <td className="py-2">
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm', 'text-danger')}
                        onClick={() => setRows((current) => current.filter((_, n) => n !== i))}
                      >
                        Hapus<span className="sr-only"> baris {name(row)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {month.produk.length > 0 ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                setRows((current) => [
                  ...current,
                  {
                    produk: month.produk[0]._id,
                    tenor: '',
                    nisbahNasabah: '',
                    nisbahBank: '',
                    ekuivalen: '',
                  },
                ])
              }
            >
              Tambah baris
            </button>
          ) : null}
          <PendingButton type="submit" className={buttonClass('primary')} pending={busy}>
            {busy ? 'Menyimpan...' : 'Simpan Tingkat Bagi Hasil'}
          </PendingButton>
        </div>
      </form>
    </div>
  )
}
