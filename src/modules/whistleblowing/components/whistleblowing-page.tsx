import Link from 'next/link'

import { requiredFields } from '@/lib/required-fields'
import { getCachedSite } from '@/modules/site/public-content'

import { DEFAULT_WBS_RETENTION_YEARS, wbsConsentText } from '../whistleblowing.rules'
import { wbsFormSchema } from '../whistleblowing.schema'
import { WhistleblowingForm } from './whistleblowing-form'

/** '/whistleblowing': what may be reported, how the reporter stays unnamed, and the form. */
export async function WhistleblowingPage() {
  const site = await getCachedSite()
  const own = site.whistleblowing ?? {}
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">Whistleblowing</h1>
        {own.pengantar ? <p className="mt-3 text-lg text-muted">{own.pengantar}</p> : null}
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="formulir-laporan" className="lg:col-span-2">
          <h2 id="formulir-laporan" className="mb-5 text-xl font-bold text-brand-800">
            Formulir laporan pelanggaran
          </h2>
          <WhistleblowingForm
            requiredNames={[...requiredFields(wbsFormSchema)]}
            consent={wbsConsentText(own.retensiTahun ?? DEFAULT_WBS_RETENTION_YEARS)}
          />
          <p className="mt-6 text-sm text-muted">
            Sudah melapor?{' '}
            <Link
              href="/whistleblowing/tindak-lanjut"
              className="font-semibold text-brand-800 underline"
            >
              Lihat tindak lanjut laporan
            </Link>
            .
          </p>
        </section>
        <aside className="h-fit space-y-6 rounded-2xl bg-surface-alt p-6 text-sm text-ink">
          <section aria-labelledby="yang-dilaporkan">
            <h2 id="yang-dilaporkan" className="text-lg font-bold text-brand-800">
              Yang dapat dilaporkan
            </h2>
            <p className="mt-2">
              Kecurangan (fraud), penggelapan, suap atau gratifikasi, pemalsuan, benturan
              kepentingan, dan pelanggaran ketentuan lain oleh pegawai, pengurus, atau mitra bank.
              Untuk keluhan atas layanan, gunakan{' '}
              <Link href="/layanan-pengaduan" className="underline">
                Layanan Pengaduan Konsumen
              </Link>
              .
            </p>
          </section>
          <section aria-labelledby="kerahasiaan">
            <h2 id="kerahasiaan" className="text-lg font-bold text-brand-800">
              Kerahasiaan pelapor
            </h2>
            <p className="mt-2">
              Anda boleh melapor tanpa nama. Kami tidak mencatat alamat jaringan, perangkat, atau
              akun Anda bersama laporan. Laporan hanya dibaca oleh petugas whistleblowing yang
              ditunjuk bank. Pertanyaan petugas dan hasil penanganan (terbukti atau tidak terbukti)
              dapat Anda baca dengan nomor laporan dan kode tindak lanjut.
            </p>
          </section>
        </aside>
      </div>
    </div>
  )
}
