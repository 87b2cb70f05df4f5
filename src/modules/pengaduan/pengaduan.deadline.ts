import type { Payload } from 'payload'

import {
  DEFAULT_DEADLINES,
  DEFAULT_RETENTION_YEARS,
  isLisan,
  type KanalPengaduan,
} from './pengaduan.rules'
import { addWorkingDays, dateInWib } from './working-days'

export type PengaduanSettings = {
  lisan: number
  tertulis: number
  perpanjangan: number
  retensiTahun: number
  cutiBersama: Set<string>
}

/** The deadline settings of 'Identitas Bank' → 'Layanan Pengaduan', with their defaults. */
export async function pengaduanSettings(payload: Payload): Promise<PengaduanSettings> {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const own = site.pengaduan ?? {}
  return {
    lisan: own.batasLisan ?? DEFAULT_DEADLINES.lisan,
    tertulis: own.batasTertulis ?? DEFAULT_DEADLINES.tertulis,
    perpanjangan: own.perpanjangan ?? DEFAULT_DEADLINES.perpanjangan,
    retensiTahun: own.retensiTahun ?? DEFAULT_RETENTION_YEARS,
    cutiBersama: new Set((own.cutiBersama ?? []).map((row) => row.tanggal)),
  }
}

/** A complaint's due date: its deadline in working days after the day it was received (WIB). */
export const dueDate = (kanal: KanalPengaduan, receivedAt: Date, settings: PengaduanSettings) =>
  addWorkingDays(
    dateInWib(receivedAt),
    isLisan(kanal) ? settings.lisan : settings.tertulis,
    settings.cutiBersama,
  )

/** The due date once extended. */
export const extendedDueDate = (current: string, settings: PengaduanSettings) =>
  addWorkingDays(current, settings.perpanjangan, settings.cutiBersama)

/**
 * The due date of a complaint that was 'Tidak lengkap' and is complete again: its deadline counts
 * anew from that day (with its extension, if it had one), as it does from the day it came.
 */
export const resumedDueDate = (
  doc: { kanal: KanalPengaduan; alasanPerpanjangan?: string | null },
  now: Date,
  settings: PengaduanSettings,
) => {
  const due = dueDate(doc.kanal, now, settings)
  return doc.alasanPerpanjangan ? extendedDueDate(due, settings) : due
}
