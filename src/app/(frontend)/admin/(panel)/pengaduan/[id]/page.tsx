import type { Metadata } from 'next'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { AppError } from '@/lib/errors'
import { formatRupiah } from '@/lib/format'
import { asCaller } from '@/lib/service-context'
import { RecordNotFound, RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { formatActivityTime } from '@/modules/aktivitas/aktivitas.csv'
import { CaseActionForm } from '@/modules/case-intake/components/case-action-form'
import { DueBadge, PengaduanStatusBadge } from '@/modules/pengaduan/admin/status-badge'
import {
  addNoteAction,
  assignAction,
  changeStatusAction,
  deletePersonAction,
  extendAction,
} from '@/modules/pengaduan/pengaduan.admin-actions'
import {
  formatTanggal,
  KANAL_PENGADUAN,
  LIMITS,
  OPEN_STATUSES,
  PENGADUAN_MESSAGES,
  STATUS_PENGADUAN,
} from '@/modules/pengaduan/pengaduan.rules'
import { dueFlag, findPersonPengaduan, NEXT_STATUS } from '@/modules/pengaduan/pengaduan.service'
import { dateInWib } from '@/modules/pengaduan/working-days'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Detail Pengaduan' }

type Props = { params: Promise<{ id: string }> }

const JENIS_LAMPIRAN = { bukti: 'Bukti', kuasa: 'Surat kuasa', tambahan: 'Tambahan dari pengadu' }

export default async function PengaduanDetailPage({ params }: Props) {
  const ctx = await requireAdmin()
  const { id } = await params
  const person = await findPersonPengaduan(ctx, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null
    throw error
  })
  const doc = person?.find((row) => String(row.id) === id)
  if (!person || !doc) {
    return (
      <RecordScreen title="Detail Pengaduan" back="/admin/pengaduan">
        <RecordNotFound>{PENGADUAN_MESSAGES.tidakDitemukan}</RecordNotFound>
      </RecordScreen>
    )
  }
  const users = await ctx.payload.find({
    collection: 'users',
    pagination: false,
    depth: 0,
    select: { username: true, nama: true },
    ...asCaller(ctx),
  })
  const userName = (userId: unknown) => {
    const user = users.docs.find((row) => row.id === userId)
    return user ? user.nama || user.username : 'Administrator'
  }
  const rows: [string, string | null | undefined][] = [
    ['Diterima', `${formatActivityTime(doc.diterimaPada)} WIB`],
    ['Saluran', KANAL_PENGADUAN[doc.kanal]],
    ['Nama', doc.nama],
    ['Nomor HP/WhatsApp', doc.telepon],
    ['E-mail', doc.email],
    ['Nomor rekening', doc.rekening],
    ['Produk', doc.produk],
    ['Tanggal kejadian', doc.tanggalKejadian ? formatTanggal(doc.tanggalKejadian) : null],
    ['Kronologi', doc.kronologi],
    ['Kerugian', doc.kerugian ? formatRupiah(doc.kerugian) : null],
    ['Penyelesaian yang diharapkan', doc.penyelesaian],
    ['Mewakili orang lain', doc.mewakili ? 'Ya' : 'Tidak'],
    ['Alasan perpanjangan', doc.alasanPerpanjangan],
    ['Yang masih kurang', doc.kekurangan],
    ['Jawaban bank', doc.jawaban],
    ['Persetujuan', doc.persetujuan],
    [
      'Versi kebijakan privasi',
      doc.versiKebijakanPrivasi ? `Versi ${doc.versiKebijakanPrivasi}` : null,
    ],
  ]
  const isOpen = OPEN_STATUSES.includes(doc.status)
  const choices = NEXT_STATUS[doc.status]
  return (
    <RecordScreen
      title={`Pengaduan ${doc.nomor}`}
      back="/admin/pengaduan"
      actions={<PengaduanStatusBadge status={doc.status} />}
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            Batas waktu: <strong>{formatTanggal(doc.jatuhTempo)}</strong>
            <DueBadge flag={dueFlag(doc, dateInWib(new Date()))} />
          </p>
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
                      href={`/admin/pengaduan/${doc.id}/lampiran/${index}`}
                      download
                      className="text-brand-700 underline"
                    >
                      {file.nama}
                    </a>{' '}
                    <span className="text-muted">
                      ({JENIS_LAMPIRAN[file.jenis]}, {Math.ceil(file.ukuran / 1024)} KB)
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="tambahan-heading">
            <h2 id="tambahan-heading" className="mb-3 text-base font-bold text-ink">
              Keterangan tambahan dari pengadu
            </h2>
            {(doc.tambahan ?? []).length === 0 ? (
              <p className="text-sm text-muted">Belum ada.</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {(doc.tambahan ?? []).map((row, index) => (
                  <li key={row.id ?? index}>
                    <p className="text-muted">{formatActivityTime(row.pada)} WIB</p>
                    <p className="whitespace-pre-line">{row.teks || '(lampiran saja)'}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="catatan-heading" className="space-y-3">
            <h2 id="catatan-heading" className="text-base font-bold text-ink">
              Catatan internal
            </h2>
            <ul className="space-y-3 text-sm">
              {(doc.catatan ?? []).map((row, index) => (
                <li key={row.id ?? index}>
                  <p className="text-muted">
                    {userName(row.oleh)}, {formatActivityTime(row.pada)} WIB
                  </p>
                  <p className="whitespace-pre-line">{row.teks}</p>
                </li>
              ))}
            </ul>
            <CaseActionForm
              action={addNoteAction.bind(null, id)}
              submitLabel="Tambah catatan"
              variant="secondary"
            >
              <div>
                <label htmlFor="catatan-baru" className={labelClass}>
                  Catatan baru (tidak terlihat oleh pengadu)
                </label>
                <textarea
                  id="catatan-baru"
                  name="catatan"
                  rows={3}
                  maxLength={LIMITS.catatan}
                  className={inputClass}
                />
              </div>
            </CaseActionForm>
          </section>
        </div>
        <div className="space-y-8">
          <section aria-labelledby="status-heading">
            <h2 id="status-heading" className="mb-3 text-base font-bold text-ink">
              Status
            </h2>
            {choices.length === 0 ? (
              <p className="text-sm text-muted">Pengaduan ini sudah selesai.</p>
            ) : (
              <CaseActionForm
                action={changeStatusAction.bind(null, id)}
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
                    defaultValue={choices[0]}
                  >
                    {choices.map((key) => (
                      <option key={key} value={key}>
                        {STATUS_PENGADUAN[key]}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="jawaban" className={labelClass}>
                    Jawaban bank (wajib untuk Selesai)
                  </label>
                  <textarea
                    id="jawaban"
                    name="jawaban"
                    rows={4}
                    maxLength={LIMITS.jawaban}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor="kekurangan" className={labelClass}>
                    Yang masih kurang (wajib untuk Tidak lengkap)
                  </label>
                  <textarea
                    id="kekurangan"
                    name="kekurangan"
                    rows={2}
                    maxLength={LIMITS.alasan}
                    className={inputClass}
                  />
                </div>
              </CaseActionForm>
            )}
          </section>
          {isOpen && !doc.alasanPerpanjangan ? (
            <section aria-labelledby="perpanjang-heading">
              <h2 id="perpanjang-heading" className="mb-3 text-base font-bold text-ink">
                Perpanjang batas waktu (satu kali)
              </h2>
              <CaseActionForm
                action={extendAction.bind(null, id)}
                submitLabel="Perpanjang"
                variant="secondary"
              >
                <div>
                  <label htmlFor="alasan" className={labelClass}>
                    Alasan (ditampilkan kepada pengadu)
                  </label>
                  <textarea
                    id="alasan"
                    name="alasan"
                    rows={3}
                    maxLength={LIMITS.alasan}
                    className={inputClass}
                  />
                </div>
              </CaseActionForm>
            </section>
          ) : null}
          <section aria-labelledby="petugas-heading">
            <h2 id="petugas-heading" className="mb-3 text-base font-bold text-ink">
              Petugas
            </h2>
            <CaseActionForm
              action={assignAction.bind(null, id)}
              submitLabel="Simpan petugas"
              variant="secondary"
            >
              <div>
                <label htmlFor="petugas" className={labelClass}>
                  Ditangani oleh
                </label>
                <select
                  id="petugas"
                  name="petugas"
                  className={inputClass}
                  defaultValue={doc.petugas ? String(doc.petugas) : ''}
                >
                  <option value="">Belum ditugaskan</option>
                  {users.docs.map((user) => (
                    <option key={user.id} value={String(user.id)}>
                      {user.nama || user.username}
                    </option>
                  ))}
                </select>
              </div>
            </CaseActionForm>
          </section>
          <section aria-labelledby="data-pribadi" className="space-y-3">
            <h2 id="data-pribadi" className="text-base font-bold text-ink">
              Data pribadi pengadu
            </h2>
            <p className="text-sm text-muted">
              Nomor ini mengirim {person.length} pengaduan. Atas permintaan pengadu, unduh datanya,
              atau hapus pengaduannya yang sudah selesai.
            </p>
            <a href={`/admin/pengaduan/${id}/data`} download className={buttonClass('secondary')}>
              Unduh data (JSON)
            </a>
            <CaseActionForm
              action={deletePersonAction.bind(null, id)}
              submitLabel="Hapus pengaduan selesai"
              variant="danger"
            />
          </section>
        </div>
      </div>
    </RecordScreen>
  )
}
