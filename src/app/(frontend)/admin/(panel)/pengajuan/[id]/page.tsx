import type { Metadata } from 'next'

import { buttonClass } from '@/components/ui/button-styles'
import { formatRupiah } from '@/lib/format'
import { RecordNotFound, RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { formatActivityTime } from '@/modules/aktivitas/aktivitas.csv'
import { DeletePersonButton } from '@/modules/pengajuan/admin/delete-person-button'
import { StatusBadge } from '@/modules/pengajuan/admin/status-badge'
import { StatusForm } from '@/modules/pengajuan/admin/status-form'
import { marginTypeLabel } from '@/modules/pengajuan/pengajuan.installment'
import { JENIS_PENGAJUAN, PENGAJUAN_MESSAGES } from '@/modules/pengajuan/pengajuan.rules'
import { findPersonData } from '@/modules/pengajuan/pengajuan.service'
import { AppError } from '@/lib/errors'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Detail Pengajuan' }

type Props = { params: Promise<{ id: string }> }

export default async function PengajuanDetailPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { id } = await params
  const person = await findPersonData(ctx, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null
    throw error
  })
  const doc = person?.find((row) => String(row.id) === id)
  if (!person || !doc) {
    return (
      <RecordScreen title="Detail Pengajuan" back="/admin/pengajuan">
        <RecordNotFound>{PENGAJUAN_MESSAGES.tidakDitemukan}</RecordNotFound>
      </RecordScreen>
    )
  }
  const rows: [string, string | null | undefined][] = [
    ['Dikirim', `${formatActivityTime(doc.createdAt)} WIB`],
    ['Jenis', JENIS_PENGAJUAN[doc.jenis]],
    ['Nama', doc.nama],
    ['Nomor HP/WhatsApp', doc.telepon],
    ['E-mail', doc.email],
    ['Kota/kabupaten', doc.kota],
    ['Produk', doc.produkJudul],
    ['Jumlah', doc.jumlah ? formatRupiah(doc.jumlah) : null],
    ['Tenor', doc.tenor ? `${doc.tenor} bulan` : null],
    [
      'Simulasi',
      doc.jenisMargin && doc.angsuran
        ? `${marginTypeLabel(doc.jenisMargin)} ${String(doc.margin).replace('.', ',')}% per tahun, angsuran bulan pertama ${formatRupiah(doc.angsuran)}`
        : null,
    ],
    ['Pesan', doc.pesan],
    ['Persetujuan', doc.persetujuan],
    [
      'Versi kebijakan privasi',
      doc.versiKebijakanPrivasi ? `Versi ${doc.versiKebijakanPrivasi}` : null,
    ],
  ]
  return (
    <RecordScreen
      title={`Pengajuan ${doc.nomor}`}
      back="/admin/pengajuan"
      actions={<StatusBadge status={doc.status} />}
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-3 text-sm lg:col-span-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-muted">{label}</dt>
              <dd className="break-words whitespace-pre-line text-ink">{value || '–'}</dd>
            </div>
          ))}
        </dl>
        <div className="space-y-8">
          <section aria-labelledby="status-heading">
            <h2 id="status-heading" className="mb-3 text-base font-bold text-ink">
              Status
            </h2>
            <StatusForm id={id} status={doc.status} catatan={doc.catatan ?? null} />
          </section>
          <section aria-labelledby="data-pribadi" className="space-y-3">
            <h2 id="data-pribadi" className="text-base font-bold text-ink">
              Data pribadi pemohon
            </h2>
            <p className="text-sm text-muted">
              Nomor ini mengirim {person.length} pengajuan. Atas permintaan pemohon, unduh atau
              hapus seluruh datanya.
            </p>
            <div className="flex flex-wrap gap-2">
              <a href={`/admin/pengajuan/${id}/data`} download className={buttonClass('secondary')}>
                Unduh data (JSON)
              </a>
              <DeletePersonButton id={id} count={person.length} />
            </div>
          </section>
        </div>
      </div>
    </RecordScreen>
  )
}
