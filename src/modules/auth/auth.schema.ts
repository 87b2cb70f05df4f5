import { z } from 'zod'

export const AUTH_MESSAGES = {
  loginRequired: 'Username dan password wajib diisi.',
  // One answer for every failure, so it never tells whether a username exists or is locked.
  loginFailed:
    'Login gagal: username atau password salah. Setelah 5 kali gagal, akun dikunci 10 menit.',
  changeRequired: 'Mohon lengkapi semua field.',
  confirmMismatch: 'Konfirmasi password tidak cocok',
  wrongCurrent: 'Password lama salah.',
  sameAsCurrent: 'Password baru harus berbeda dari password lama.',
  changed: 'Password berhasil diubah!',
  changeElsewhere: 'Password hanya dapat diubah melalui menu Ubah Password di halaman admin.',
  loggedOut: 'Logout berhasil!',
} as const

export const loginSchema = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.loginRequired })
    .trim()
    .min(1, AUTH_MESSAGES.loginRequired),
  password: z.string({ error: AUTH_MESSAGES.loginRequired }).min(1, AUTH_MESSAGES.loginRequired),
})

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.changeRequired })
    .min(1, AUTH_MESSAGES.changeRequired),
  newPassword: z
    .string({ error: AUTH_MESSAGES.changeRequired })
    .min(1, AUTH_MESSAGES.changeRequired),
})

/** The admin dialog's three fields; the server gets only current and new. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.changeRequired),
    newPassword: z.string().min(1, AUTH_MESSAGES.changeRequired),
    confirmPassword: z.string().min(1, AUTH_MESSAGES.changeRequired),
  })
  // SPEC 5 checks completeness first: a mismatch is only worth saying once all three are filled.
  .refine(
    (v) =>
      !v.newPassword ||
      !v.confirmPassword ||
      !v.currentPassword ||
      v.newPassword === v.confirmPassword,
    {
      message: AUTH_MESSAGES.confirmMismatch,
      path: ['confirmPassword'],
    },
  )
