import { z } from 'zod'

export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username wajib diisi.',
  usernameFormat:
    'Username 3–30 karakter: huruf kecil, angka, titik, garis bawah atau tanda hubung.',
  usernameTaken: 'Username sudah dipakai.',
  namaTooLong: 'Nama maksimal 100 karakter.',
  emailInvalid: 'Alamat email tidak valid.',
  emailTaken: 'Alamat email sudah dipakai akun lain.',
  confirmRequired: 'Masukkan password Anda untuk mengonfirmasi.',
  wrongPassword: 'Password Anda salah.',
  notFound: 'Administrator tidak ditemukan.',
  lastActive: 'Administrator aktif terakhir tidak dapat dinonaktifkan.',
  notSelf: 'Akun Anda sendiri tidak dapat dinonaktifkan.',
  resetSelf: 'Untuk akun Anda sendiri, gunakan menu Ubah Password.',
  created: 'Administrator berhasil ditambahkan.',
  deactivated: 'Administrator dinonaktifkan.',
  reactivated: 'Administrator diaktifkan kembali.',
  reset: 'Password sementara dibuat.',
  emailSaved: 'Alamat email disimpan.',
  officerSelf:
    'Status petugas whistleblowing akun Anda sendiri hanya dapat diubah oleh administrator lain.',
  officerOn: 'Administrator ditetapkan sebagai petugas whistleblowing.',
  officerOff: 'Administrator tidak lagi menjadi petugas whistleblowing.',
} as const

const confirm = z
  .string({ error: ACCOUNT_MESSAGES.confirmRequired })
  .min(1, ACCOUNT_MESSAGES.confirmRequired)

/** Where 'Lupa password?' sends its link; empty: none (only another administrator can help). */
const emailField = z
  .union([z.literal(''), z.email(ACCOUNT_MESSAGES.emailInvalid).max(254)], {
    error: ACCOUNT_MESSAGES.emailInvalid,
  })
  .optional()

export const createAccountSchema = z.object({
  username: z
    .string({ error: ACCOUNT_MESSAGES.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, ACCOUNT_MESSAGES.usernameRequired)
    .regex(/^[a-z0-9._-]{3,30}$/, ACCOUNT_MESSAGES.usernameFormat),
  nama: z.string().trim().max(100, ACCOUNT_MESSAGES.namaTooLong).optional(),
  email: emailField,
  currentPassword: confirm,
})

/** One's own e-mail address, set or cleared. */
export const ownEmailSchema = z.object({ email: emailField, currentPassword: confirm })

export const setActiveSchema = z.object({
  active: z.boolean({ error: 'Nilai aktif tidak valid.' }),
  currentPassword: confirm,
})

export const officerSchema = z.object({
  officer: z.boolean({ error: 'Nilai petugas whistleblowing tidak valid.' }),
  currentPassword: confirm,
})

export const confirmSchema = z.object({ currentPassword: confirm })
