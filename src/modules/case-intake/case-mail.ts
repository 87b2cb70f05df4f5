import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'

/** Which mail a row of the outbox stands for: a consumer's ('jawaban', 'perpanjangan') or 'baru'. */
export type PesanKasus = 'jawaban' | 'perpanjangan' | 'baru'

/**
 * Puts a case's mail in the site's outbox (src/modules/pengajuan/outbox.ts), in the caller's
 * transaction, when the site can send mail. The row names the case only: the mail is built from
 * it when it is sent, so the row holds no personal data and no report's content.
 */
export async function enqueueCaseMail(
  payload: Payload,
  kasus: { pengaduan: number } | { wbs: number },
  pesan: PesanKasus,
  req: Partial<PayloadRequest>,
  now = new Date(),
) {
  if (!env.SMTP_URL) return
  await payload.create({
    collection: 'pengajuan-notifikasi',
    data: {
      ...kasus,
      pesan,
      channel: 'email',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
    },
    req: req as PayloadRequest,
    depth: 0,
    // No API writes the outbox (its access): only the server, for the case it just stored.
    overrideAccess: true,
  })
}
