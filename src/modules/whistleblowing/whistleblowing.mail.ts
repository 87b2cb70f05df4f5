import type { Payload } from 'payload'

import { env } from '@/lib/env'

/*
 * The whistleblowing officers are told that a report arrived: its number and where to read it,
 * nothing of what it says or who sent it, since a mail box is read by more than the officers.
 * The outbox row (case-intake/case-mail.ts) names the report; the recipients are the officers of
 * the moment it is sent: active administrator accounts marked as officers that carry an address.
 */

const noticeText = (nomor: string, id: number) =>
  [
    `Laporan whistleblowing baru telah diterima dengan nomor ${nomor}.`,
    '',
    'Isi laporan hanya dapat dibaca oleh petugas whistleblowing di panel admin:',
    `${env.SITE_URL}/admin/wbs/${id}`,
  ].join('\n')

/** Sends the officers' notice of one report; false when there is no report or no officer to tell. */
export async function deliverOfficerNotice(payload: Payload, wbsId: number): Promise<boolean> {
  // The outbox job acts for the bank, with no user: it reads the number only.
  const report = await payload
    .findByID({
      collection: 'wbs',
      id: wbsId,
      depth: 0,
      select: { nomor: true },
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!report) return false
  const { docs: officers } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { petugasWhistleblowing: { equals: true } },
        { active: { not_equals: false } },
        { email: { exists: true } },
      ],
    },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const to = officers.flatMap((officer) => (officer.email ? [officer.email] : []))
  if (to.length === 0) {
    payload.logger.warn({ msg: 'No whistleblowing officer has an e-mail address; notice dropped' })
    return false
  }
  await payload.sendEmail({
    to,
    subject: `Laporan whistleblowing baru ${report.nomor}`,
    text: noticeText(report.nomor, wbsId),
  })
  return true
}
