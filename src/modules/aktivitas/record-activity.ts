import type { Payload, PayloadRequest } from 'payload'

import { clientAddress } from '@/lib/client-address'
import { currentRequestHeaders } from '@/lib/request-scope'

import { type JenisAktivitas, type ObjekAktivitas, UNKNOWN_ADDRESS } from './aktivitas.rules'

export type ActivityEntry = {
  jenis: JenisAktivitas
  pengguna: string
  objek?: ObjekAktivitas
  objekId?: string | number
  judul?: string | null
  kolom?: string[]
  keterangan?: string
}

/**
 * Where a request came from: Payload's own request carries the headers on /cms-api and at
 * login; a write through /api reaches Payload's hooks through the Local API without them, so
 * the /api wrapper keeps them in the request scope.
 */
export function addressOf(headers?: Headers): string {
  for (const candidate of [headers, currentRequestHeaders()]) {
    if (candidate?.has('x-forwarded-for')) return clientAddress(candidate)
  }
  return UNKNOWN_ADDRESS
}

const clean = (text: string, max: number) => text.replaceAll('\u0000', '').slice(0, max)

/**
 * Adds one record to the audit trail. Given the request of the change it joins that change's
 * transaction, so a change that rolls back leaves no record and a record cannot be lost
 * without its change.
 */
export async function recordActivity(
  payload: Payload,
  entry: ActivityEntry,
  options: { req?: PayloadRequest; headers?: Headers } = {},
) {
  await payload.create({
    collection: 'aktivitas',
    data: {
      jenis: entry.jenis,
      // A failed login's username is whatever was typed: no NUL (PostgreSQL), never empty.
      pengguna: clean(entry.pengguna, 100) || '-',
      objek: entry.objek,
      objekId: entry.objekId === undefined ? undefined : String(entry.objekId),
      judul: entry.judul ? clean(entry.judul, 300) : undefined,
      kolom: entry.kolom?.join(', ') || undefined,
      keterangan: entry.keterangan,
      alamat: addressOf(options.headers ?? options.req?.headers),
    },
    req: options.req,
    // Nobody may write the trail through any API (its access says so); only this server code.
    overrideAccess: true,
  })
}
