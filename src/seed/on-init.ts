import type { Payload } from 'payload'

import { ensureAdmin } from './ensure-admin'
import { ensureSiteSettings } from './ensure-site-settings'
import { withStartupLock } from './startup-lock'

// Each adapter's generated index has its own argument types; Payload runs either the same way.
type Migrations = {
  name: string
  up: (args: never) => Promise<void>
  down: (args: never) => Promise<void>
}[]

/**
 * Start-up: bring the schema up to date, make sure an administrator and the bank's fixed texts
 * exist, and fill an empty site with demo content unless SEED_DEMO=false.
 */
export async function onInit(payload: Payload, migrations: Migrations) {
  await withStartupLock(payload, async () => {
    await payload.db.migrate({ migrations: migrations as never })
    await ensureAdmin(payload)
    await ensureSiteSettings(payload)
    // Read here rather than at import, so a test can ask for the demo content before boot.
    if (process.env.SEED_DEMO !== 'false') {
      // Loaded only when wanted: the demo data is of no use to a production instance.
      const { seedDemo } = await import('./seed-demo')
      await seedDemo(payload)
    }
  })
}
