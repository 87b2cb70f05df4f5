import { z } from 'zod'

/** 'Lupa password?': a single-use link, valid this long. */
export const RESET_LINK_MINUTES = 30

export const RESET_MESSAGES = {
  usernameRequired: 'Username wajib diisi.',
  // The same answer whether the account exists, has an e-mail address, or not.
  sent: `Jika username tersebut terdaftar dan memiliki alamat email, tautan untuk mengatur ulang password telah dikirim. Tautan berlaku ${RESET_LINK_MINUTES} menit dan hanya dapat dipakai sekali.`,
  noMail:
    'Lupa password? Minta administrator lain membuat password sementara untuk Anda di menu Akun Administrator, atau minta pengelola server menjalankan perintah reset password.',
  linkInvalid: 'Tautan reset password tidak valid, sudah dipakai, atau sudah kedaluwarsa.',
  newPasswordRequired: 'Masukkan password baru.',
  done: 'Password berhasil diatur ulang. Silakan login dengan password baru.',
  subject: 'Atur ulang password administrator',
} as const

export const forgotPasswordSchema = z.object({
  username: z
    .string({ error: RESET_MESSAGES.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, RESET_MESSAGES.usernameRequired)
    .max(100, RESET_MESSAGES.usernameRequired),
})

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: RESET_MESSAGES.linkInvalid })
    .min(1, RESET_MESSAGES.linkInvalid)
    .max(200, RESET_MESSAGES.linkInvalid),
  newPassword: z
    .string({ error: RESET_MESSAGES.newPasswordRequired })
    .min(1, RESET_MESSAGES.newPasswordRequired)
    .max(1000, RESET_MESSAGES.newPasswordRequired),
})
