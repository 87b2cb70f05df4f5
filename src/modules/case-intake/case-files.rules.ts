/**
 * What a reporter may attach to a complaint or a whistleblowing report, and the refusals: one
 * rule for both forms (safe to import in the browser).
 */
export const CASE_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
export type CaseFileMime = (typeof CASE_FILE_TYPES)[number]

export const CASE_FILE_LIMITS = { count: 3, bytes: 5 * 1024 * 1024 } as const

/** The file input's hint to the browser; the server judges the bytes. */
export const CASE_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf'

export const CASE_FILE_MESSAGES = {
  lampiranTerlaluBanyak: `Lampiran paling banyak ${CASE_FILE_LIMITS.count} berkas.`,
  lampiranJenis: 'Lampiran harus berupa berkas JPG, PNG atau PDF.',
  lampiranBesar: 'Setiap lampiran paling besar 5 MB.',
} as const
