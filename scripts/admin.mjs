// The operator's way back in: `npm run admin -- reset-password <username>` (inside the image:
// `node scripts/admin.mjs reset-password <username>`). Prints a temporary password that must be
// replaced at the next sign-in, ends the account's sessions and writes the audit trail. Reads
// the same variables as the app (DATABASE_URL, SQLITE_PATH).
import { openAccounts } from './admin/accounts-db.mjs'
import { hashPassword, temporaryPassword } from './admin/password.mjs'

const USAGE = 'Pemakaian: npm run admin -- reset-password <username>'

const [command, username, ...rest] = process.argv.slice(2)
if (command !== 'reset-password' || !username || rest.length > 0) {
  console.error(USAGE)
  process.exit(2)
}

const accounts = await openAccounts()
try {
  const password = temporaryPassword()
  const user = await accounts.resetPassword(
    username.trim().toLowerCase(),
    await hashPassword(password),
  )
  if (!user) {
    console.error(`Administrator "${username}" tidak ditemukan.`)
    process.exitCode = 1
  } else {
    console.log(`Password sementara untuk ${username}: ${password}`)
    console.log('Password ini harus diganti saat login berikutnya; semua sesi akun ini diakhiri.')
    if (!user.active)
      console.log('Catatan: akun ini nonaktif. Aktifkan dari /admin → Administrator.')
  }
} finally {
  await accounts.close()
}
