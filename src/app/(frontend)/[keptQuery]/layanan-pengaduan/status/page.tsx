import { StatusForm } from '@/modules/pengaduan/components/status-form'
import { buildMetadata } from '@/modules/site/seo'

export function generateMetadata() {
  return buildMetadata({
    title: 'Status Pengaduan',
    description: 'Lihat status pengaduan Anda dengan nomor pengaduan dan kode tindak lanjut.',
    path: '/layanan-pengaduan/status',
  })
}

export default function StatusPengaduanPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">Status Pengaduan</h1>
        <p className="mt-3 text-lg text-muted">
          Masukkan nomor pengaduan dan kode tindak lanjut yang Anda terima saat mengirim pengaduan.
        </p>
      </div>
      <div className="mt-10">
        <StatusForm />
      </div>
    </div>
  )
}
