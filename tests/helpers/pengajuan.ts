import type { Payload } from 'payload'

import { issueFormToken } from '@/modules/pengajuan/form-token'
import { MIN_FILL_MS } from '@/modules/pengajuan/pengajuan.rules'
import { submitPengajuan } from '@/modules/pengajuan/pengajuan.submit'

let counter = 0

/** A distinct valid mobile number per call: +62812 then eight digits. */
export const nextPhone = () => `0812${String(10_000_000 + ++counter).slice(-8)}`

/** A form as a person would send it, filled in long enough ago. */
export function contactForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    jenis: 'kontak',
    mulai: issueFormToken(Date.now() - MIN_FILL_MS - 1000),
    situs: '',
    nama: 'Siti Aminah',
    telepon: nextPhone(),
    email: '',
    kota: 'Sleman',
    pesan: 'Mohon info syarat tabungan.',
    persetujuan: 'ya',
    ...overrides,
  }
}

let address = 0
/** A different client address per call, so the per-address limit stays out of the way. */
export const nextAddress = () => `198.51.100.${++address % 250}`

/** Stores one inquiry and returns its reference number; fails the test if it was refused. */
export async function submitOk(payload: Payload, overrides: Record<string, string> = {}) {
  const outcome = await submitPengajuan(payload, contactForm(overrides), { address: nextAddress() })
  if (!outcome.ok) throw new Error(`refused: ${outcome.message} ${JSON.stringify(outcome.errors)}`)
  return outcome.nomor
}
