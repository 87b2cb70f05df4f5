import { PengaduanPage } from '@/modules/pengaduan/components/pengaduan-page'
import { buildMetadata } from '@/modules/site/seo'

export function generateMetadata() {
  return buildMetadata({
    title: 'Layanan Pengaduan Konsumen',
    description:
      'Sampaikan pengaduan atas produk dan layanan bank: saluran, dokumen, batas waktu penyelesaian, status pengaduan, dan jalur OJK serta LAPS SJK.',
    path: '/layanan-pengaduan',
  })
}

export default function LayananPengaduanPage() {
  return <PengaduanPage />
}
