import { issueFormToken } from '@/modules/pengajuan/form-token'
import { MIN_FILL_MS } from '@/modules/pengajuan/pengajuan.rules'

let counter = 0
/** A distinct valid mobile number per call. */
export const nextPhone = () => `0813${String(10_000_000 + ++counter).slice(-8)}`

let address = 0
/** A different client address per call, so the per-address limits stay out of the way. */
export const nextAddress = () => `203.0.113.${++address % 250}`

/** A complaint form as a person would post it, filled in long enough before `now`. */
export function complaintForm(
  overrides: Record<string, string> = {},
  files: { name: string; field?: string; bytes: Buffer; type?: string }[] = [],
  now = Date.now(),
): FormData {
  const form = new FormData()
  const fields = {
    mulai: issueFormToken(now - MIN_FILL_MS - 1000),
    situs: '',
    nama: 'Budi Santoso',
    telepon: nextPhone(),
    email: '',
    rekening: 'Tabungan iB 1234',
    tanggalKejadian: '2026-08-10',
    kronologi: 'Saldo terpotong dua kali saat transfer.',
    kerugian: '150.000',
    penyelesaian: 'Dana dikembalikan.',
    persetujuan: 'ya',
    ...overrides,
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files)
    form.append(
      file.field ?? 'lampiran',
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }),
    )
  return form
}
