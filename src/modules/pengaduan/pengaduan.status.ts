import type { Payload } from 'payload'

import type { Pengaduan } from '@/payload-types'

import { judgeFiles, removeFiles, storeFiles } from '@/modules/case-intake/case-files'
import { findCaseByCode } from '@/modules/case-intake/case-lookup'
import { chosenFiles } from '@/modules/case-intake/form-guard'

import { LIMITS, PENGADUAN_MESSAGES as M, type StatusPengaduan } from './pengaduan.rules'
import { pengaduanSettings, resumedDueDate } from './pengaduan.deadline'
import { pengaduanThrottle } from './pengaduan.throttle'

/** What the consumer sees of their complaint: never the internal notes or the staff. */
export type PublicStatus = {
  nomor: string
  status: StatusPengaduan
  jatuhTempo: string
  alasanPerpanjangan?: string | null
  jawaban?: string | null
  kekurangan?: string | null
  tambahan: number
  lampiran: { index: number; nama: string }[]
}

export type LookupOutcome =
  | { ok: true; doc: Pengaduan; view: PublicStatus }
  | { ok: false; status: 400 | 429; message: string }

export const publicView = (doc: Pengaduan): PublicStatus => ({
  nomor: doc.nomor,
  status: doc.status,
  jatuhTempo: doc.jatuhTempo,
  alasanPerpanjangan: doc.alasanPerpanjangan,
  jawaban: doc.status === 'selesai' ? doc.jawaban : null,
  kekurangan: doc.status === 'tidakLengkap' ? doc.kekurangan : null,
  tambahan: doc.tambahan?.length ?? 0,
  lampiran: (doc.lampiran ?? []).map((file, index) => ({ index, nama: file.nama })),
})

/**
 * The complaint a number and its follow-up code name. Every attempt counts toward the address's
 * limit, and a wrong pair gets the same answer whether the number exists or not.
 */
export async function lookupPengaduan(
  payload: Payload,
  input: { nomor?: unknown; kode?: unknown },
  address: string,
): Promise<LookupOutcome> {
  const refusal = await (await pengaduanThrottle(payload)).reserveLookup(address)
  if (refusal)
    return {
      ok: false,
      status: 429,
      message: M.statusTerlaluSering(Math.ceil(refusal.retryAfterSeconds / 60)),
    }
  const doc = await findCaseByCode(payload, 'pengaduan', input)
  if (!doc) return { ok: false, status: 400, message: M.statusTidakCocok }
  return { ok: true, doc, view: publicView(doc) }
}

export type AddOutcome =
  { ok: true; view: PublicStatus } | { ok: false; status: 400 | 429 | 503; message: string }

/** The consumer adds information or a file to an open complaint; 'Tidak lengkap' goes back to 'Diproses'. */
export async function addInformation(
  payload: Payload,
  formData: FormData,
  address: string,
  now = new Date(),
): Promise<AddOutcome> {
  const found = await lookupPengaduan(
    payload,
    { nomor: formData.get('nomor'), kode: formData.get('kode') },
    address,
  )
  if (!found.ok) return found
  const { doc } = found
  if (doc.status === 'selesai') return { ok: false, status: 400, message: M.sudahSelesai }
  const raw = formData.get('keterangan')
  const teks = typeof raw === 'string' ? raw.trim() : ''
  if (teks.length > LIMITS.tambahan) return { ok: false, status: 400, message: M.tambahanPanjang }
  const files = chosenFiles(formData.getAll('lampiran'))
  if (!teks && files.length === 0) return { ok: false, status: 400, message: M.tambahanWajib }
  if ((doc.lampiran?.length ?? 0) + files.length > 20)
    return { ok: false, status: 400, message: M.lampiranTerlaluBanyak }
  const judged = await judgeFiles(files, 'tambahan')
  if (!judged.ok) return { ok: false, status: 400, message: judged.message }
  const resumed =
    doc.status === 'tidakLengkap'
      ? {
          status: 'diproses' as const,
          jatuhTempo: resumedDueDate(doc, now, await pengaduanSettings(payload)),
        }
      : {}
  const stored = await storeFiles('pengaduan', judged.files)
  try {
    const updated = await payload.update({
      collection: 'pengaduan',
      id: doc.id,
      data: {
        tambahan: [...(doc.tambahan ?? []), { teks: teks || null, pada: now.toISOString() }],
        lampiran: [...(doc.lampiran ?? []), ...stored],
        ...resumed,
      },
      depth: 0,
      overrideAccess: true,
    })
    return { ok: true, view: publicView(updated) }
  } catch (error) {
    await removeFiles(stored.map((file) => file.kunci))
    payload.logger.error({
      msg: 'Pengaduan addition could not be stored',
      kind: error instanceof Error ? error.name : 'unknown',
    })
    return { ok: false, status: 503, message: M.gangguan }
  }
}
