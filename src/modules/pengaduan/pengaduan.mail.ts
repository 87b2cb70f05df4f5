import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import type { Pengaduan } from '@/payload-types'
import { getSiteSettings } from '@/modules/site/site.service'

import { formatTanggal } from './pengaduan.rules'

/** What a consumer is told by mail: the bank's answer, or the extension. */
export type PesanPengaduan = 'jawaban' | 'perpanjangan'

/**
 * Puts the consumer's mail in the site's outbox (src/modules/pengajuan/outbox.ts), in the
 * write's own transaction, when they gave an address and the site can send mail. The row holds
 * no personal data: the mail is built from the complaint when it is sent.
 */
export async function enqueueConsumerMail(
  payload: Payload,
  doc: Pick<Pengaduan, 'id' | 'email'>,
  pesan: PesanPengaduan,
  req: Partial<PayloadRequest>,
  now = new Date(),
) {
  if (!doc.email || !env.SMTP_URL) return
  await payload.create({
    collection: 'pengajuan-notifikasi',
    data: {
      pengaduan: doc.id,
      pesan,
      channel: 'email',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
    },
    req: req as PayloadRequest,
    depth: 0,
    overrideAccess: true,
  })
}

function mailText(doc: Pengaduan, pesan: PesanPengaduan, bank: string): string {
  const lines = [`Yth. ${doc.nama},`, '']
  if (pesan === 'jawaban') {
    lines.push(
      `Pengaduan Anda dengan nomor ${doc.nomor} telah selesai kami tangani. Jawaban kami:`,
      '',
      doc.jawaban ?? '',
    )
  } else {
    lines.push(
      `Batas waktu penanganan pengaduan Anda dengan nomor ${doc.nomor} kami perpanjang sampai ${formatTanggal(doc.jatuhTempo)}, dengan alasan:`,
      '',
      doc.alasanPerpanjangan ?? '',
    )
  }
  lines.push(
    '',
    `Status pengaduan dapat Anda lihat di ${env.SITE_URL}/layanan-pengaduan/status dengan nomor pengaduan dan kode tindak lanjut Anda.`,
    'Bila Anda belum puas, Anda dapat menghubungi Kontak OJK 157 (APPK) atau LAPS SJK.',
    '',
    `Hormat kami,`,
    bank,
  )
  return lines.join('\n')
}

/** Sends one consumer mail of the outbox; false when there is nothing to send any more. */
export async function deliverConsumerMail(
  payload: Payload,
  pengaduanId: number,
  pesan: PesanPengaduan,
): Promise<boolean> {
  const doc = await payload
    .findByID({
      collection: 'pengaduan',
      id: pengaduanId,
      depth: 0,
      // The outbox job acts for the bank, with no user: it reads only what it must send.
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!doc?.email) return false
  const site = await getSiteSettings({ payload, user: null })
  await payload.sendEmail({
    to: doc.email,
    // No personal data in the subject: it shows in every mail list and log.
    subject:
      pesan === 'jawaban'
        ? `Jawaban atas pengaduan ${doc.nomor}`
        : `Perpanjangan batas waktu pengaduan ${doc.nomor}`,
    text: mailText(doc, pesan, site.namaBank),
  })
  return true
}
