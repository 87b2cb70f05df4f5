import type { Payload } from 'payload'

import type { Pengaduan, Whistleblowing } from '@/payload-types'

import { type CaseKind, followUpCodeMatches, nomorPattern } from './follow-up-code'

const COLLECTION = { pengaduan: 'pengaduan', whistleblowing: 'wbs' } as const
type CaseOf = { pengaduan: Pengaduan; whistleblowing: Whistleblowing }

/**
 * The case a typed number and follow-up code name, or null: a wrong pair and an unknown number
 * look the same to the visitor. The caller counts the attempt against its limit first.
 */
export async function findCaseByCode<K extends CaseKind>(
  payload: Payload,
  kind: K,
  input: { nomor?: unknown; kode?: unknown },
): Promise<CaseOf[K] | null> {
  const nomor = typeof input.nomor === 'string' ? input.nomor.trim().toUpperCase() : ''
  const kode = typeof input.kode === 'string' ? input.kode.slice(0, 40) : ''
  if (!nomorPattern(kind).test(nomor) || !kode) return null
  const { docs } = await payload.find({
    collection: COLLECTION[kind],
    where: { nomor: { equals: nomor } },
    limit: 1,
    depth: 0,
    // The visitor proves the case is theirs with the code, checked right below.
    overrideAccess: true,
  })
  const doc = docs[0] as CaseOf[K] | undefined
  return doc && followUpCodeMatches(kind, nomor, kode, doc.kodeHash) ? doc : null
}
