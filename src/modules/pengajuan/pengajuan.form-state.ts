import type { PengajuanField } from './pengajuan.schema'

/** What the public form shows after a post: nothing yet, the reference number, or the refusal. */
export type PengajuanFormState =
  | { status: 'idle' }
  | { status: 'sent'; nomor: string }
  | {
      status: 'refused'
      message: string
      errors: Partial<Record<PengajuanField, string>>
      /** What the visitor typed, to fill the form again. */
      values: Partial<Record<PengajuanField, string>>
      /** A new form token: the refused one may have been too new or too old. */
      token: string
    }

export const IDLE_STATE: PengajuanFormState = { status: 'idle' }

/** The fields the form sends back to itself after a refusal (never the token or the trap). */
export const ECHOED_FIELDS = [
  'jenis',
  'nama',
  'telepon',
  'email',
  'kota',
  'produk',
  'jumlah',
  'tenor',
  'jenisMargin',
  'margin',
  'pesan',
  'persetujuan',
] as const satisfies readonly PengajuanField[]
