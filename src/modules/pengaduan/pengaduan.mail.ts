import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import type { Pengaduan } from '@/payload-types'
import { getSiteSettings } from '@/modules/site/site.service'

import { enqueueCaseMail, type PesanKasus } from '@/modules/case-intake/case-mail'

import { dateInWib } from './working-days'
import { formatTanggal, KANAL_PENGADUAN } from './pengaduan.rules'

/** What a consumer is told by mail: the bank's answer, or the extension. */
export type PesanPengaduan = 'jawaban' | 'perpanjangan'

/** Puts the consumer's mail in the outbox when they gave an address (case-intake/case-mail.ts). */
export async function enqueueConsumerMail(
  payload: Payload,
  doc: Pick<Pengaduan, 'id' | 'email'>,
  pesan: PesanPengaduan,
  req: Partial<PayloadRequest>,
  now = new Date(),
) {
  if (doc.email) await enqueueCaseMail(payload, { pengaduan: doc.id }, pesan, req, now)
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

/*
 * The bank's complaint desk (Identitas Bank → E-mail) is told of every new complaint, by its
 * number, channel and due date: the person's data and the chronology stay in the register.
 */
function bankNoticeText(doc: Pengaduan): string {
  return [
    `Pengaduan baru telah diterima dengan nomor ${doc.nomor}.`,
    '',
    `Saluran: ${KANAL_PENGADUAN[doc.kanal]}`,
    `Diterima: ${formatTanggal(dateInWib(new Date(doc.diterimaPada)))}`,
    `Batas waktu penanganan: ${formatTanggal(doc.jatuhTempo)}`,
    '',
    `Buka di panel admin: ${env.SITE_URL}/admin/pengaduan/${doc.id}`,
  ].join('\n')
}

/** Sends one complaint mail of the outbox; false when there is nothing to send any more. */
export async function deliverPengaduanMail(
  payload: Payload,
  pengaduanId: number,
  pesan: PesanKasus,
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
  if (!doc) return false
  const site = await getSiteSettings({ payload, user: null })
  if (pesan === 'baru') {
    await payload.sendEmail({
      to: site.email,
      subject: `Pengaduan baru ${doc.nomor}`,
      text: bankNoticeText(doc),
    })
    return true
  }
  if (!doc.email) return false
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
