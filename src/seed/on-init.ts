import type { Payload } from 'payload'

import { assertUploadsShared } from '@/lib/env'
import { keepAliveOnPoolErrors } from '@/lib/raw-db'
import { scheduleActivityRetention } from '@/modules/aktivitas/retention'
import { scheduleWindowEdges } from '@/modules/content/window'
import { scheduleLaporanPreviewBackfill } from '@/modules/laporan/laporan.backfill'
import { scheduleOutbox } from '@/modules/pengajuan/outbox'
import { schedulePengaduanRetention } from '@/modules/pengaduan/retention'
import { scheduleWhistleblowingRetention } from '@/modules/whistleblowing/whistleblowing.service'
import { schedulePengajuanRetention } from '@/modules/pengajuan/retention'
import { scheduleNotFoundLogPrune } from '@/modules/redirects/not-found-log'
import { scheduleAnnouncementEdges } from '@/modules/site-look/announcement-edges'
import { scheduleTrashPurge } from '@/modules/history/trash'
import { scheduleOrphanSweep } from '@/modules/storage/orphan-sweep'

import { ensureAdmin } from './ensure-admin'
import { ensurePrivacyNotice } from '@/modules/privasi/privasi.service'
import { ensureSiteSettings } from './ensure-site-settings'
import { refuseStart } from './refuse-start'
import { withStartupLock } from './startup-lock'

// Each adapter's generated index has its own argument types; Payload runs either the same way.
type Migrations = {
  name: string
  up: (args: never) => Promise<void>
  down: (args: never) => Promise<void>
}[]

// The driver's words sit in the causes of the error the adapter throws.
const messages = (error: unknown): string =>
  error instanceof Error ? `${error.message} ${messages(error.cause)}` : ''

/** Whether no migration has ever run here: a brand-new database, not an emptied one. */
async function isNewDatabase(payload: Payload): Promise<boolean> {
  try {
    const { totalDocs } = await payload.count({ collection: 'payload-migrations' })
    return totalDocs === 0
  } catch (error) {
    if (/does not exist|no such table/i.test(messages(error))) return true
    throw error
  }
}

/**
 * Start-up: bring the schema up to date, make sure an administrator and the bank's fixed texts
 * exist and, when SEED_DEMO=true, fill a brand-new database with demo content. Only a new one:
 * once the bank has deleted the demo reports they never come back with a restart.
 */
export async function onInit(payload: Payload, migrations: Migrations) {
  try {
    assertUploadsShared()
  } catch (error) {
    refuseStart(payload, error)
  }
  keepAliveOnPoolErrors(payload)
  await withStartupLock(payload, async () => {
    const isNew = await isNewDatabase(payload)
    await payload.db.migrate({ migrations: migrations as never })
    await ensureAdmin(payload)
    await ensureSiteSettings(payload)
    await ensurePrivacyNotice(payload)
    // Read here rather than at import, so a test can ask for the demo content before boot.
    if (isNew && process.env.SEED_DEMO === 'true') {
      // Loaded only when wanted: the demo data is of no use to a production instance.
      const { seedDemo } = await import('./seed-demo')
      await seedDemo(payload)
    }
  })
  scheduleOrphanSweep(payload)
  scheduleTrashPurge(payload)
  scheduleActivityRetention(payload)
  scheduleLaporanPreviewBackfill(payload)
  scheduleWindowEdges(payload)
  scheduleAnnouncementEdges(payload)
  schedulePengajuanRetention(payload)
  schedulePengaduanRetention(payload)
  scheduleWhistleblowingRetention(payload)
  scheduleOutbox(payload)
  scheduleNotFoundLogPrune(payload)
}
