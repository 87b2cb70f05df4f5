// `npm run import:wordpress -- <ekspor.xml> [--uploads <folder>] [--dry-run]`: the WordPress
// import (src/modules/wordpress-import). Run with tsx (a dependency of Payload's own; `payload
// run` would swallow the command's options), booting the app's own config and database
// (DATABASE_URL, SQLITE_PATH, MEDIA_DIR as the app reads them).
import { getPayload } from 'payload'

import config from '@payload-config'
import { runImportCommand } from '@/modules/wordpress-import/command'

const payload = await getPayload({ config })
let code = 1
try {
  code = await runImportCommand(payload, process.argv.slice(2))
} finally {
  await payload.destroy()
}
process.exit(code)
