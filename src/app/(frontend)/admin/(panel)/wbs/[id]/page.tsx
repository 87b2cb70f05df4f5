import type { Metadata } from 'next'

import { inputClass, labelClass } from '@/components/ui/button-styles'
import { AppError } from '@/lib/errors'
import { RecordNotFound, RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { formatActivityTime } from '@/modules/aktivitas/aktivitas.csv'
import { CaseActionForm } from '@/modules/case-intake/components/case-action-form'
import {
  askReporterAction,
  deleteReportAction,
  setReportStatusAction,
} from '@/modules/whistleblowing/whistleblowing.admin-actions'
import {
  HASIL_WBS,
  HASIL_WBS_KEYS,
  STATUS_WBS,
  WBS_LIMITS,
} from '@/modules/whistleblowing/whistleblowing.rules'
import { getReportOrThrow } from '@/modules/whistleblowing/whistleblowing.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Detail Laporan Whistleblowing' }

type Props = { params: Promise<{ id: string }> }

export default async function WhistleblowingDetailPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { id } = await params
  const found = await getReportOrThrow(ctx, id).catch((error: unknown) => {
    if (error instanceof AppError && (error.status === 404 || error.status === 403))
      return error.message
    throw error
  })
  if (typeof found === 'string') {
    return (
      <RecordScreen title="Detail Laporan Whistleblowing" back="/admin/wbs">
        <RecordNotFound>{found}</RecordNotFound>
      </RecordScreen>
    )
  }
  const doc = found
  const rows: [string, string | null | undefined][] = [
    ['Diterima', `${formatActivityTime(doc.diterimaPada)} WIB`],
    ['Status', STATUS_WBS[doc.status]],
    ['Hasil', doc.hasil ? HASIL_WBS[doc.hasil] : null],
    ['Kesimpulan untuk pelapor', doc.kesimpulan],
    ['Apa', doc.apa],
    ['Siapa', doc.siapa],
    ['Kapan', doc.kapan],
    ['Di mana', doc.dimana],
    ['Bagaimana', doc.bagaimana],
    ['Pelapor', doc.anonim ? 'Anonim' : [doc.nama, doc.kontak].filter(Boolean).join(', ')],
  ]
  return (
    <RecordScreen title={`Laporan ${doc.nomor}`} back="/admin/wbs">
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-3 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-muted">{label}</dt>
                <dd className="break-words whitespace-pre-line text-ink">{value || '–'}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="lampiran-heading">
            <h2 id="lampiran-heading" className="mb-3 text-base font-bold text-ink">
              Lampiran
            </h2>
            {(doc.lampiran ?? []).length === 0 ? (
              <p className="text-sm text-muted">Tidak ada lampiran.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {(doc.lampiran ?? []).map((file, index) => (
                  <li key={file.id ?? index}>
                    <a
                      href={`/admin/wbs/${doc.id}/lampiran/${index}`}
                      download
                      className="text-brand-700 underline"
                    >
                      {file.nama}
                    </a>{' '}
                    <span className="text-muted">
                      ({file.jenis === 'bukti' ? 'Bukti' : 'Tambahan dari pelapor'},{' '}
                      {Math.ceil(file.ukuran / 1024)} KB)
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="percakapan-heading" className="space-y-3">
            <h2 id="percakapan-heading" className="text-base font-bold text-ink">
              Pertanyaan dan jawaban
            </h2>
            {(doc.percakapan ?? []).length === 0 ? (
              <p className="text-sm text-muted">Belum ada.</p>
            ) : (
              <ol className="space-y-3 text-sm">
                {(doc.percakapan ?? []).map((row, index) => (
                  <li key={row.id ?? index}>
                    <p className="text-muted">
                      {row.dari === 'bank' ? 'Petugas' : 'Pelapor'}, {formatActivityTime(row.pada)}{' '}
                      WIB
                    </p>
                    <p className="whitespace-pre-line">{row.teks}</p>
                  </li>
                ))}
              </ol>
            )}
            {doc.status === 'selesai' ? null : (
              <CaseActionForm
                action={askReporterAction.bind(null, id)}
                submitLabel="Kirim pertanyaan"
                variant="secondary"
              >
                <div>
                  <label htmlFor="pertanyaan" className={labelClass}>
                    Pertanyaan untuk pelapor (dibaca dengan kode tindak lanjut)
                  </label>
                  <textarea
                    id="pertanyaan"
                    name="pertanyaan"
                    rows={3}
                    maxLength={WBS_LIMITS.pesan}
                    className={inputClass}
                  />
                </div>
              </CaseActionForm>
            )}
          </section>
        </div>
        <div className="space-y-8">
          <section aria-labelledby="status-heading">
            <h2 id="status-heading" className="mb-3 text-base font-bold text-ink">
              Status
            </h2>
            {doc.status === 'selesai' ? (
              <p className="text-sm text-muted">Laporan ini sudah selesai.</p>
            ) : (
              <CaseActionForm
                action={setReportStatusAction.bind(null, id)}
                submitLabel="Simpan status"
              >
                <div>
                  <label htmlFor="status-baru" className={labelClass}>
                    Ubah status menjadi
                  </label>
                  <select
                    id="status-baru"
                    name="status"
                    className={inputClass}
                    defaultValue="selesai"
                  >
                    <option value="ditelaah">{STATUS_WBS.ditelaah}</option>
                    <option value="selesai">{STATUS_WBS.selesai}</option>
                  </select>
                </div>
                <div>
                  <label htmlFor="hasil" className={labelClass}>
                    Hasil (wajib untuk Selesai)
                  </label>
                  <select id="hasil" name="hasil" className={inputClass} defaultValue="">
                    <option value="">Pilih hasil</option>
                    {HASIL_WBS_KEYS.map((key) => (
                      <option key={key} value={key}>
                        {HASIL_WBS[key]}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="kesimpulan" className={labelClass}>
                    Kesimpulan untuk pelapor
                  </label>
                  <textarea
                    id="kesimpulan"
                    name="kesimpulan"
                    rows={3}
                    maxLength={WBS_LIMITS.kesimpulan}
                    className={inputClass}
                  />
                </div>
              </CaseActionForm>
            )}
          </section>
          {doc.status === 'selesai' ? (
            <section aria-labelledby="hapus-heading" className="space-y-3">
              <h2 id="hapus-heading" className="text-base font-bold text-ink">
                Hapus laporan
              </h2>
              <p className="text-sm text-muted">
                Laporan yang sudah selesai dapat dihapus beserta lampirannya; bila tidak, laporan
                terhapus otomatis setelah masa simpannya.
              </p>
              <CaseActionForm
                action={deleteReportAction.bind(null, id)}
                submitLabel="Hapus laporan"
                variant="danger"
              />
            </section>
          ) : null}
        </div>
      </div>
    </RecordScreen>
  )
}
