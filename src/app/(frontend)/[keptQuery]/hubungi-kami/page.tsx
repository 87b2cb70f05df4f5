import Link from 'next/link'
import { PengajuanPage } from '@/modules/pengajuan/components/pengajuan-page'
import { buildMetadata } from '@/modules/site/seo'

export function generateMetadata() {
  return buildMetadata({
    title: 'Hubungi Kami',
    description:
      'Kirim pertanyaan atau pesan kepada bank. Petugas kami akan menghubungi Anda melalui nomor HP/WhatsApp yang Anda berikan.',
    path: '/hubungi-kami',
  })
}

export default function HubungiKamiPage() {
  return (
    <PengajuanPage
      jenis="kontak"
      title="Hubungi Kami"
      intro="Ada pertanyaan tentang produk atau layanan kami? Tulis pesan Anda, petugas kami akan menghubungi Anda pada hari kerja."
      before={
        <p className="mb-6 rounded-xl border border-line bg-surface-alt p-4 text-sm text-ink">
          Ingin menyampaikan keluhan atas produk atau layanan kami? Gunakan{' '}
          <Link href="/layanan-pengaduan" className="font-semibold text-brand-800 underline">
            Layanan Pengaduan Konsumen
          </Link>
          : pengaduan Anda dicatat dengan nomor dan batas waktu penyelesaian.
        </p>
      }
    />
  )
}
