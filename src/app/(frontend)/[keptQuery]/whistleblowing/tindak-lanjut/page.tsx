import { buildMetadata } from '@/modules/site/seo'
import { FollowUpForm } from '@/modules/whistleblowing/components/follow-up-form'

export function generateMetadata() {
  return buildMetadata({
    title: 'Tindak Lanjut Laporan Whistleblowing',
    description:
      'Baca pertanyaan petugas dan hasil penanganan laporan Anda dengan nomor laporan dan kode tindak lanjut.',
    path: '/whistleblowing/tindak-lanjut',
  })
}

export default function WhistleblowingFollowUpPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">Tindak Lanjut Laporan</h1>
        <p className="mt-3 text-lg text-muted">
          Masukkan nomor laporan dan kode tindak lanjut yang Anda terima saat mengirim laporan.
        </p>
      </div>
      <div className="mt-10">
        <FollowUpForm />
      </div>
    </div>
  )
}
