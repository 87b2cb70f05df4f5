import { afterAll, beforeAll, expect, it } from 'vitest'

import { siteSeed } from '@/seed/data/site'
import { ensureSiteSettings } from '@/seed/ensure-site-settings'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload

// Booted with SEED_DEMO=false, as production runs.
beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

it("fills the bank's fixed texts without demo content, and keeps the administrator's edits", async () => {
  const settings = await t.payload.findGlobal({ slug: 'site-settings' })
  expect(settings.namaBank).toBe(siteSeed.namaBank)
  expect(settings.motto).toBe(siteSeed.motto)
  expect(settings.pengurus).toHaveLength(siteSeed.pengurus.length)
  expect((await t.payload.count({ collection: 'produk', overrideAccess: true })).totalDocs).toBe(0)

  await t.payload.updateGlobal({
    slug: 'site-settings',
    data: { motto: 'Motto baru' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await ensureSiteSettings(t.payload)
  expect((await t.payload.findGlobal({ slug: 'site-settings' })).motto).toBe('Motto baru')
})
