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
    />
  )
}
