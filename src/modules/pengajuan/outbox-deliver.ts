import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { formatRupiah } from '@/lib/format'
import type { Pengajuan } from '@/payload-types'
import { getSiteSettings } from '@/modules/site/site.service'

import { marginTypeLabel } from './pengajuan.installment'
import { JENIS_PENGAJUAN } from './pengajuan.rules'

const WEBHOOK_TIMEOUT_MS = 10_000
export const SIGNATURE_HEADER = 'x-bprs-signature'
export const TIMESTAMP_HEADER = 'x-bprs-timestamp'
export const DELIVERY_HEADER = 'x-bprs-delivery'

/** What the bank receives about an inquiry, by mail and by webhook alike. */
export function inquiryFacts(p: Pengajuan) {
  return {
    id: p.id,
    nomor: p.nomor,
    jenis: p.jenis,
    nama: p.nama,
    telepon: p.telepon,
    email: p.email ?? null,
    kota: p.kota,
    produk: p.produkJudul ?? null,
    jumlah: p.jumlah ?? null,
    tenor: p.tenor ?? null,
    jenisMargin: p.jenisMargin ?? null,
    margin: p.margin ?? null,
    angsuran: p.angsuran ?? null,
    pesan: p.pesan ?? null,
    createdAt: p.createdAt,
  }
}

function mailText(p: Pengajuan): string {
  const lines = [
    `${JENIS_PENGAJUAN[p.jenis]} baru: ${p.nomor}`,
    '',
    `Nama: ${p.nama}`,
    `Nomor HP/WhatsApp: ${p.telepon}`,
    `E-mail: ${p.email ?? '-'}`,
    `Kota/kabupaten: ${p.kota}`,
    `Produk: ${p.produkJudul ?? '-'}`,
  ]
  if (p.jumlah) lines.push(`Jumlah: ${formatRupiah(p.jumlah)}`)
  if (p.tenor) lines.push(`Tenor: ${p.tenor} bulan`)
  if (p.angsuran && p.jenisMargin)
    lines.push(
      `Simulasi: ${marginTypeLabel(p.jenisMargin)} ${String(p.margin).replace('.', ',')}% per tahun, angsuran ${formatRupiah(p.angsuran)} per bulan`,
    )
  lines.push(
    '',
    'Pesan:',
    p.pesan ?? '-',
    '',
    `Buka di panel admin: ${env.SITE_URL}/admin/pengajuan/${p.id}`,
  )
  return lines.join('\n')
}

/** Mails the inquiry to the bank's address in the site settings (Identitas Bank → E-mail). */
export async function deliverEmail(payload: Payload, p: Pengajuan) {
  const site = await getSiteSettings({ payload, user: null })
  await payload.sendEmail({
    to: site.email,
    // No personal data in the subject: it shows in every mail list and log.
    subject: `${JENIS_PENGAJUAN[p.jenis]} baru ${p.nomor}`,
    text: mailText(p),
  })
}

/** HMAC-SHA256 of `<timestamp>.<body>` with INQUIRY_WEBHOOK_SECRET, hex: how a receiver checks it. */
export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`

/** Posts the inquiry to INQUIRY_WEBHOOK_URL; anything but a 2xx is a failure, tried again later. */
export async function deliverWebhook(p: Pengajuan, deliveryId: number) {
  const body = JSON.stringify({ event: 'pengajuan.baru', pengajuan: inquiryFacts(p) })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: timestamp,
    [DELIVERY_HEADER]: String(deliveryId),
  }
  if (env.INQUIRY_WEBHOOK_SECRET)
    headers[SIGNATURE_HEADER] = webhookSignature(env.INQUIRY_WEBHOOK_SECRET, timestamp, body)
  const response = await fetch(env.INQUIRY_WEBHOOK_URL ?? '', {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`Webhook menjawab ${response.status}`)
}
