import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { repeatJob } from '@/lib/repeat-job'
import { rawDb } from '@/lib/raw-db'

import type { PesanKasus } from '@/modules/case-intake/case-mail'
import { deliverPengaduanMail } from '@/modules/pengaduan/pengaduan.mail'
import { deliverOfficerNotice } from '@/modules/whistleblowing/whistleblowing.mail'

import { deliverEmail, deliverWebhook } from './outbox-deliver'

/*
 * The notifications of new inquiries: one row per channel in `pengajuan_notifikasi`, written with
 * the inquiry, sent by whichever instance claims it first. A claim is one UPDATE … RETURNING that
 * only takes rows nobody holds, so two instances never send the same row at the same time; the
 * claim lapses after CLAIM_MS, so a row whose instance died is sent again later. A failed send
 * waits longer each time (30 s doubling to an hour) and is tried again until it is delivered.
 * Delivery is at least once: an instance that dies between sending and recording it sends again,
 * so the webhook carries the row's id for the receiver to recognise a repeat.
 */

export type Channel = 'email' | 'webhook'
const CLAIM_MS = 2 * 60 * 1000
const BATCH = 10
const FIRST_RETRY_MS = 30 * 1000
const MAX_RETRY_MS = 60 * 60 * 1000
export const RUN_EVERY_MS = 15 * 1000

/** The channels configured on this site. */
export const configuredChannels = (): Channel[] => [
  ...(env.SMTP_URL ? (['email'] as const) : []),
  ...(env.INQUIRY_WEBHOOK_URL ? (['webhook'] as const) : []),
]

/** The outbox rows of a new inquiry, in its own transaction when it has one. */
export async function enqueueNotifications(
  payload: Payload,
  pengajuanId: number,
  req: Partial<PayloadRequest>,
  now: Date,
) {
  for (const channel of configuredChannels()) {
    await payload.create({
      collection: 'pengajuan-notifikasi',
      data: {
        pengajuan: pengajuanId,
        channel,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      },
      req: req as PayloadRequest,
      depth: 0,
      // No API writes the outbox (its access): only the server, for the inquiry it just stored.
      overrideAccess: true,
    })
  }
}

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS)

type Claimed = {
  id: number
  pengajuanId: number | null
  pengaduanId: number | null
  wbsId: number | null
  pesan: PesanKasus | null
  channel: Channel
  attempts: number
}

/** Takes up to BATCH due rows nobody holds; what it returns is this caller's alone until `until`. */
async function claimDue(payload: Payload, now: Date, until: Date): Promise<Claimed[]> {
  const db = await rawDb(payload)
  const at = now.toISOString()
  const rows = await db.all<Record<string, unknown>>(sql`
    UPDATE pengajuan_notifikasi SET claimed_until = ${until.toISOString()}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM pengajuan_notifikasi
      WHERE status = 'pending' AND next_attempt_at <= ${at}
        AND (claimed_until IS NULL OR claimed_until < ${at})
      ORDER BY next_attempt_at LIMIT ${BATCH}
    ) AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ${at})
    RETURNING id, pengajuan_id, pengaduan_id, wbs_id, pesan, channel, attempts`)
  return rows.map((row) => ({
    id: Number(row.id),
    pengajuanId: row.pengajuan_id === null ? null : Number(row.pengajuan_id),
    pengaduanId: row.pengaduan_id == null ? null : Number(row.pengaduan_id),
    wbsId: row.wbs_id == null ? null : Number(row.wbs_id),
    pesan: (row.pesan ?? null) as PesanKasus | null,
    channel: row.channel as Channel,
    attempts: Number(row.attempts),
  }))
}

/** Records the outcome, only while the claim is still this caller's. */
async function settle(
  payload: Payload,
  row: Claimed,
  until: Date,
  outcome: { status: 'sent' | 'cancelled' } | { status: 'pending'; error: string; now: Date },
) {
  const db = await rawDb(payload)
  const held = sql`id = ${row.id} AND claimed_until = ${until.toISOString()}`
  if (outcome.status === 'pending') {
    const next = new Date(outcome.now.getTime() + retryDelayMs(row.attempts)).toISOString()
    await db.run(sql`
      UPDATE pengajuan_notifikasi SET claimed_until = NULL, next_attempt_at = ${next},
        last_error = ${outcome.error.slice(0, 300)}
      WHERE ${held}`)
    return
  }
  const sentAt = outcome.status === 'sent' ? new Date().toISOString() : null
  // Literal statuses: PostgreSQL keeps them as an enum, which a text parameter would not match.
  const status = outcome.status === 'sent' ? sql`'sent'` : sql`'cancelled'`
  await db.run(sql`
    UPDATE pengajuan_notifikasi SET status = ${status}, sent_at = ${sentAt},
      claimed_until = NULL, last_error = NULL
    WHERE ${held}`)
}

async function sendOne(payload: Payload, row: Claimed): Promise<'sent' | 'cancelled'> {
  // A case's mail (pengaduan, whistleblowing); its case deleted meanwhile, nothing is sent.
  if (row.pesan && row.channel === 'email' && env.SMTP_URL) {
    if (row.wbsId !== null)
      return (await deliverOfficerNotice(payload, row.wbsId)) ? 'sent' : 'cancelled'
    if (row.pengaduanId !== null)
      return (await deliverPengaduanMail(payload, row.pengaduanId, row.pesan))
        ? 'sent'
        : 'cancelled'
  }
  if (row.pengajuanId === null || !configuredChannels().includes(row.channel)) return 'cancelled'
  const pengajuan = await payload
    .findByID({
      collection: 'pengajuan',
      id: row.pengajuanId,
      depth: 0,
      // A background job acting for the bank, with no user: it only reads what it must send.
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  // Deleted meanwhile (on request, or by the retention purge): nothing may be sent any more.
  if (!pengajuan) return 'cancelled'
  if (row.channel === 'email') await deliverEmail(payload, pengajuan)
  else await deliverWebhook(pengajuan, row.id)
  return 'sent'
}

/** Sends every due notification; returns how many went out. Safe to run on every instance. */
export async function processOutbox(payload: Payload, clock: () => Date = () => new Date()) {
  let delivered = 0
  for (;;) {
    const now = clock()
    const until = new Date(now.getTime() + CLAIM_MS)
    const rows = await claimDue(payload, now, until)
    if (rows.length === 0) return delivered
    for (const row of rows) {
      try {
        const result = await sendOne(payload, row)
        await settle(payload, row, until, { status: result })
        if (result === 'sent') delivered++
      } catch (error) {
        // The reason, for the administrator; a mail server's or receiver's reply, not the inquiry.
        const reason = error instanceof Error ? error.message : String(error)
        await settle(payload, row, until, { status: 'pending', error: reason, now })
      }
    }
  }
}

type Holder = { bprsOutboxRunning?: Promise<unknown> }

/** Sends now, unless this process is already sending (the timer or a previous inquiry). */
export function nudgeOutbox(payload: Payload) {
  const holder = globalThis as Holder
  if (holder.bprsOutboxRunning || configuredChannels().length === 0) return
  holder.bprsOutboxRunning = processOutbox(payload)
    .catch((error: unknown) => {
      payload.logger.error({ err: error, msg: 'Outbox run failed; it runs again later' })
    })
    .finally(() => {
      holder.bprsOutboxRunning = undefined
    })
}

/** Every RUN_EVERY_MS on every instance; the claims keep them from sending a row twice. */
export const scheduleOutbox = (payload: Payload) =>
  repeatJob(payload, 'Pengajuan outbox', RUN_EVERY_MS, async () => nudgeOutbox(payload))
