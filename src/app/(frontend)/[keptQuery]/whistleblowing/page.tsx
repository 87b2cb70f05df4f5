import { buildMetadata } from '@/modules/site/seo'
import { WhistleblowingPage } from '@/modules/whistleblowing/components/whistleblowing-page'

export function generateMetadata() {
  return buildMetadata({
    title: 'Whistleblowing',
    description:
      'Laporkan dugaan kecurangan atau pelanggaran di bank, boleh tanpa nama. Laporan hanya dibaca petugas whistleblowing.',
    path: '/whistleblowing',
  })
}

export default function WhistleblowingRoute() {
  return <WhistleblowingPage />
}
