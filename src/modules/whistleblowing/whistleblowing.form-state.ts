import type { WbsPublicView } from './whistleblowing.follow-up'
import type { WbsField } from './whistleblowing.schema'

/** What the report form shows after a post: nothing yet, the registration, or the refusal. */
export type WbsFormState =
  | { status: 'idle' }
  | { status: 'sent'; nomor: string; kode: string }
  | {
      status: 'refused'
      message: string
      errors: Partial<Record<WbsField, string>>
      values: Partial<Record<WbsField, string>>
      token: string
    }

export const WBS_IDLE: WbsFormState = { status: 'idle' }

/** The text fields sent back after a refusal (files never: a browser cannot be handed them). */
export const WBS_ECHOED = [
  'apa',
  'siapa',
  'kapan',
  'dimana',
  'bagaimana',
  'identitas',
  'nama',
  'kontak',
  'persetujuan',
] as const satisfies readonly WbsField[]

/** What the follow-up page shows: the form, the report, or the refusal. */
export type WbsFollowUpState =
  | { status: 'idle' }
  | { status: 'found'; view: WbsPublicView; kode: string; notice?: string }
  | { status: 'refused'; message: string; nomor?: string }
