import type { PublicStatus } from './pengaduan.status'
import type { PengaduanField } from './pengaduan.schema'

/** What the complaint form shows after a post: nothing yet, the registration, or the refusal. */
export type PengaduanFormState =
  | { status: 'idle' }
  | { status: 'sent'; nomor: string; kode: string; jatuhTempo: string }
  | {
      status: 'refused'
      message: string
      errors: Partial<Record<PengaduanField, string>>
      values: Partial<Record<PengaduanField, string>>
      token: string
    }

export const IDLE_STATE: PengaduanFormState = { status: 'idle' }

/** The text fields sent back after a refusal (files never: a browser cannot be handed them). */
export const ECHOED_FIELDS = [
  'nama',
  'telepon',
  'email',
  'rekening',
  'produk',
  'tanggalKejadian',
  'kronologi',
  'kerugian',
  'penyelesaian',
  'mewakili',
  'persetujuan',
] as const satisfies readonly PengaduanField[]

/** What the status page shows: the form, the case, or the refusal. */
export type StatusState =
  | { status: 'idle' }
  | { status: 'found'; view: PublicStatus; kode: string; notice?: string }
  | { status: 'refused'; message: string; nomor?: string }
