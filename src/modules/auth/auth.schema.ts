import { z } from 'zod'

/** Stronger than SPEC 5 (which has no length rule): OWASP ASVS level 2 asks for 12. */
export const PASSWORD_MIN_LENGTH = 12

export const AUTH_MESSAGES = {
  loginRequired: 'Username dan password wajib diisi.',
  // One answer for every failure, so it never tells whether a username exists or is locked.
  loginFailed:
    'Login gagal: username atau password salah. Setelah 5 kali gagal, login ditahan 10 menit.',
  tooManyAttempts: (minutes: number) =>
    `Terlalu banyak percobaan login. Coba lagi dalam ${minutes} menit.`,
  changeRequired: 'Mohon lengkapi semua field.',
  confirmMismatch: 'Konfirmasi password tidak cocok',
  wrongCurrent: 'Password lama salah.',
  sameAsCurrent: 'Password baru harus berbeda dari password lama.',
  changed: 'Password berhasil diubah!',
  passwordWeak: `Password baru minimal ${PASSWORD_MIN_LENGTH} karakter dan bukan password yang umum dipakai.`,
  confirmRequired: 'Masukkan password Anda saat ini untuk menambah atau menghapus administrator.',
  changeElsewhere: 'Password hanya dapat diubah melalui menu Ubah Password di halaman admin.',
  loggedOut: 'Logout berhasil!',
  codeRequired: 'Masukkan kode verifikasi.',
  codeWrong: 'Kode verifikasi salah atau sudah dipakai.',
  ticketExpired: 'Waktu login habis. Silakan login kembali.',
  newPasswordRequired: 'Masukkan password baru.',
  totpAlreadyOn: 'Verifikasi dua langkah sudah aktif.',
  totpNotStarted: 'Mulai pemasangan verifikasi dua langkah terlebih dahulu.',
  totpOff: 'Verifikasi dua langkah belum aktif.',
  totpRequired: 'Verifikasi dua langkah wajib untuk semua administrator dan tidak dapat dimatikan.',
  totpOn: 'Verifikasi dua langkah aktif.',
  totpTurnedOff: 'Verifikasi dua langkah dimatikan.',
  disableRequired: 'Masukkan password dan kode verifikasi.',
} as const

const code = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .trim()
  .min(1, AUTH_MESSAGES.codeRequired)
  .max(40, AUTH_MESSAGES.codeWrong)

/** The second call of a sign-in: the ticket of the challenge and its answer. */
export const loginVerifySchema = z.object({
  ticket: z.string({ error: AUTH_MESSAGES.ticketExpired }).min(1, AUTH_MESSAGES.ticketExpired),
  code: code.optional(),
  newPassword: z.string().max(1000, AUTH_MESSAGES.passwordWeak).optional(),
})

export const totpCodeSchema = z.object({ code })

export const totpDisableSchema = z.object({
  password: z
    .string({ error: AUTH_MESSAGES.disableRequired })
    .min(1, AUTH_MESSAGES.disableRequired),
  code: z
    .string({ error: AUTH_MESSAGES.disableRequired })
    .trim()
    .min(1, AUTH_MESSAGES.disableRequired)
    .max(40, AUTH_MESSAGES.codeWrong),
})

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
    .min(1, AUTH_MESSAGES.changeRequired)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordWeak),
})

/** The admin dialog's three fields; the server gets only current and new. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.changeRequired),
    newPassword: z.string().min(1, AUTH_MESSAGES.changeRequired),
    confirmPassword: z.string().min(1, AUTH_MESSAGES.changeRequired),
  })
  // SPEC 5 checks completeness first: a mismatch, then the length, only once all three are filled.
  .superRefine((v, ctx) => {
    if (!v.newPassword || !v.confirmPassword || !v.currentPassword) return
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: AUTH_MESSAGES.confirmMismatch,
        path: ['confirmPassword'],
      })
    } else if (v.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordWeak, path: ['newPassword'] })
    }
  })
