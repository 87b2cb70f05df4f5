import type { Payload } from 'payload'

import { siteSeed } from './data/site'

const toLines = (items: readonly string[]) => items.map((teks) => ({ teks }))

/**
 * Fills the bank's identity and the fixed page texts of the spec (address, motto, history,
 * management) when they are empty. Every public page shows them, so this runs on every start,
 * also where demo content is turned off; texts the administrator has changed are left alone.
 */
export async function ensureSiteSettings(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (settings.namaBank) return
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      ...siteSeed,
      misi: toLines(siteSeed.misi),
      sejarah: { ...siteSeed.sejarah, paragraf: toLines(siteSeed.sejarah.paragraf) },
      pengurus: siteSeed.pengurus.map((p) => ({
        ...p,
        pendidikan: toLines(p.pendidikan),
        riwayatPekerjaan: toLines(p.riwayatPekerjaan),
      })),
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
