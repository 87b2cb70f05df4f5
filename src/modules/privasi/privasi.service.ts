import type { Payload } from 'payload'

import { badRequest } from '@/lib/errors'
import { parseInput } from '@/lib/parse-input'
import { asCaller, type ServiceContext } from '@/lib/service-context'
import type { KebijakanPrivasi } from '@/payload-types'
import { expireContent } from '@/modules/content/content-cache'
import { privasiSeed } from '@/seed/data/privasi'

import { PRIVASI_MESSAGES as M } from './privasi.rules'
import { privasiInputSchema } from './privasi.schema'

/** A version of the notice as the API and the screens show it. */
export type PrivasiDto = { versi: number; isi: string; catatan: string; berlakuSejak: string }

const toDto = (doc: KebijakanPrivasi): PrivasiDto => ({
  versi: doc.versi ?? 0,
  isi: doc.isi,
  catatan: doc.catatan ?? '',
  berlakuSejak: doc.createdAt,
})

const VERSIONS_MAX = 200

/** Every version, newest first. */
export async function listNoticeVersions(ctx: ServiceContext): Promise<PrivasiDto[]> {
  const { docs } = await ctx.payload.find({
    collection: 'kebijakan-privasi',
    sort: '-versi',
    limit: VERSIONS_MAX,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs.map(toDto)
}

/** The version in force: the newest. */
export async function getCurrentNotice(ctx: ServiceContext): Promise<PrivasiDto | null> {
  const { docs } = await ctx.payload.find({
    collection: 'kebijakan-privasi',
    sort: '-versi',
    limit: 1,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs[0] ? toDto(docs[0]) : null
}

/** Stores a new version, in force at once; the versions before stay as they were. */
export async function createNoticeVersion(
  ctx: ServiceContext,
  input: unknown,
): Promise<PrivasiDto> {
  const data = parseInput(privasiInputSchema, input)
  const current = await getCurrentNotice(ctx)
  if (current && current.isi.trim() === data.isi) throw badRequest(M.sama)
  const doc = await ctx.payload.create({
    collection: 'kebijakan-privasi',
    data: { isi: data.isi, catatan: data.catatan || null },
    ...asCaller(ctx),
  })
  // The notice is a site page; the forms' consent links to it.
  await expireContent('site')
  return toDto(doc)
}

/** A database without a notice gets the shipped first version, production included. */
export async function ensurePrivacyNotice(payload: Payload) {
  const { totalDocs } = await payload.count({
    collection: 'kebijakan-privasi',
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'kebijakan-privasi',
    data: { isi: privasiSeed, catatan: 'Versi pertama.' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
