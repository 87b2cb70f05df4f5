import { SESSION_IDLE_MINUTES } from '@/modules/auth/auth.rules'

/** How long before the idle logout the administrator is asked whether to stay. */
export const IDLE_WARNING_BEFORE_MS = 60 * 1000

/** SPEC 4 and 8: the session texts and timings the back-office shows. */
export const SESSION_TEXT = {
  loginSuccess: 'Login berhasil!',
  loginFailed: 'Login gagal',
  logoutSuccess: 'Logout berhasil!',
  logoutFailed: 'Gagal logout',
  autoLogout: 'Sesi berakhir otomatis karena tidak ada aktivitas',
  autoLogoutFailed: 'Gagal auto logout',
  changePasswordFailed: 'Terjadi kesalahan saat update',
  sessionEnded: 'Sesi Anda telah berakhir. Silakan login kembali.',
  serverUnavailable:
    'Server sedang tidak tersedia. Anda tetap masuk; coba lagi dalam beberapa saat.',
  idleWarningTitle: 'Sesi akan segera berakhir',
  idleWarning: `Anda tidak aktif hampir ${SESSION_IDLE_MINUTES} menit. Sesi akan berakhir otomatis dalam ${IDLE_WARNING_BEFORE_MS / 60_000} menit. Isian formulir yang belum disimpan tetap tersimpan di perangkat ini.`,
  stay: 'Tetap masuk',
} as const

/** SPEC 9: redirect delay after login and logout, and how long the auto-logout notice stays. */
export const REDIRECT_DELAY_MS = 2000
export const AUTO_LOGOUT_NOTICE_MS = 5000
export const AUTO_LOGOUT_FAILED_NOTICE_MS = 4000
/**
 * While the administrator is active the server session is extended at most this often. The
 * server counts its 15 minutes from the last extension, so this is also how much sooner than the
 * browser's idle timer the server may end a session: keep it small.
 */
export const KEEPALIVE_EVERY_MS = 60 * 1000
