import type { Payload } from 'payload'

import type { Pengaduan, User } from '@/payload-types'

import { removeFiles, storeFiles, type JudgedFile } from '@/modules/case-intake/case-files'
import { enqueueCaseMail } from '@/modules/case-intake/case-mail'
import { hashFollowUpCode, newFollowUpCode, newNomor } from '@/modules/case-intake/follow-up-code'
import { nudgeOutbox } from '@/modules/pengajuan/outbox'

import { dueDate, pengaduanSettings } from './pengaduan.deadline'
import { consentText, type JenisLampiran, type KanalPengaduan } from './pengaduan.rules'
import type { PengaduanForm } from './pengaduan.schema'

export type NewPengaduan = { nomor: string; kode: string; jatuhTempo: string; id: number }

/**
 * Stores one complaint with its files: the files first, then the record in one transaction; if
 * the record fails, its files go too, so a refusal or a fault never leaves a half case or an
 * orphan file. The follow-up code is returned once and kept only as a hash. The bank's complaint
 * desk is told by mail through the outbox, its row written in the same transaction.
 */
export async function createPengaduan(
  payload: Payload,
  input: Omit<PengaduanForm, 'persetujuan'> & { kanal: KanalPengaduan },
  files: JudgedFile<JenisLampiran>[],
  options: { now: Date; consent: boolean; user?: User | null },
): Promise<NewPengaduan> {
  const settings = await pengaduanSettings(payload)
  const nomor = newNomor('pengaduan', options.now)
  const kode = newFollowUpCode()
  const jatuhTempo = dueDate(input.kanal, options.now, settings)
  const stored = await storeFiles('pengaduan', files)
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    const doc: Pengaduan = await payload.create({
      collection: 'pengaduan',
      data: {
        nomor,
        kodeHash: hashFollowUpCode('pengaduan', nomor, kode),
        kanal: input.kanal,
        status: 'diterima',
        nama: input.nama,
        telepon: input.telepon,
        email: input.email,
        rekening: input.rekening,
        produk: input.produk,
        tanggalKejadian: input.tanggalKejadian,
        kronologi: input.kronologi,
        kerugian: input.kerugian,
        penyelesaian: input.penyelesaian,
        mewakili: input.mewakili,
        lampiran: stored,
        diterimaPada: options.now.toISOString(),
        jatuhTempo,
        persetujuan: options.consent
          ? consentText(settings.retensiTahun)
          : 'Dicatat oleh petugas bank dari pengaduan lisan atau tertulis.',
      },
      req: { transactionID },
      depth: 0,
      // No API creates a complaint (the collection's access): only this module, after its checks.
      overrideAccess: true,
      user: options.user ?? undefined,
    })
    await enqueueCaseMail(payload, { pengaduan: doc.id }, 'baru', { transactionID }, options.now)
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    nudgeOutbox(payload)
    return { nomor, kode, jatuhTempo, id: doc.id }
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    await removeFiles(stored.map((file) => file.kunci))
    throw error
  }
}
