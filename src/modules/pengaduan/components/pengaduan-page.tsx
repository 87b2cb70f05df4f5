import Link from 'next/link'
import { requiredFields } from '@/lib/required-fields'
import { getCachedRecordPage, getCachedSite } from '@/modules/site/public-content'

import { consentText, DEFAULT_DEADLINES, DEFAULT_RETENTION_YEARS } from '../pengaduan.rules'
import { pengaduanFormSchema } from '../pengaduan.schema'
import { PengaduanForm } from './pengaduan-form'

/** '/layanan-pengaduan': who may complain, the channels, deadlines, escalation, and the form. */
export async function PengaduanPage() {
  const [site, produk] = await Promise.all([
    getCachedSite(),
    getCachedRecordPage('produk', {}, 1, 100).catch(() => ({ items: [] })),
  ])
  const own = site.pengaduan ?? {}
  const lisan = own.batasLisan ?? DEFAULT_DEADLINES.lisan
  const tertulis = own.batasTertulis ?? DEFAULT_DEADLINES.tertulis
  const perpanjangan = own.perpanjangan ?? DEFAULT_DEADLINES.perpanjangan
  const whatsapp = site.whatsapp.replace(/\D/g, '').replace(/^0/, '62')
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">
          Layanan Pengaduan Konsumen
        </h1>
        {own.pengantar ? <p className="mt-3 text-lg text-muted">{own.pengantar}</p> : null}
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="formulir-pengaduan" className="lg:col-span-2">
          <h2 id="formulir-pengaduan" className="mb-5 text-xl font-bold text-brand-800">
            Formulir pengaduan
          </h2>
          <PengaduanForm
            requiredNames={[...requiredFields(pengaduanFormSchema)]}
            consent={consentText(own.retensiTahun ?? DEFAULT_RETENTION_YEARS)}
            produkOptions={produk.items.map(({ slug, judul }) => ({ slug, judul }))}
          />
          <p className="mt-6 text-sm text-muted">
            Sudah mengadu?{' '}
            <Link
              href="/layanan-pengaduan/status"
              className="font-semibold text-brand-800 underline"
            >
              Lihat status pengaduan
            </Link>
            .
          </p>
        </section>
        <aside className="h-fit space-y-6 rounded-2xl bg-surface-alt p-6 text-sm text-ink">
          <section aria-labelledby="siapa-mengadu">
            <h2 id="siapa-mengadu" className="text-lg font-bold text-brand-800">
              Siapa yang dapat mengadu
            </h2>
            <p className="mt-2">{own.siapa}</p>
          </section>
          <section aria-labelledby="saluran-pengaduan">
            <h2 id="saluran-pengaduan" className="text-lg font-bold text-brand-800">
              Saluran pengaduan
            </h2>
            <ul className="mt-2 space-y-1">
              <li>Formulir di halaman ini</li>
              <li>Telepon: {site.telepon}</li>
              <li>
                WhatsApp:{' '}
                <a href={`https://wa.me/${whatsapp}`} className="underline">
                  {site.whatsapp}
                </a>
              </li>
              <li>
                E-mail:{' '}
                <a href={`mailto:${site.email}`} className="underline">
                  {site.email}
                </a>
              </li>
              <li>Surat atau datang ke kantor: {site.alamat.lengkap}</li>
              <li>{site.jamOperasional}</li>
            </ul>
          </section>
          <section aria-labelledby="dokumen-pengaduan">
            <h2 id="dokumen-pengaduan" className="text-lg font-bold text-brand-800">
              Dokumen yang dilampirkan
            </h2>
            <p className="mt-2">{own.lampiran}</p>
          </section>
          <section aria-labelledby="batas-waktu">
            <h2 id="batas-waktu" className="text-lg font-bold text-brand-800">
              Batas waktu penyelesaian
            </h2>
            <p className="mt-2">
              Pengaduan lisan (telepon, datang ke kantor) kami tanggapi paling lama {lisan} hari
              kerja; pengaduan tertulis paling lama {tertulis} hari kerja sejak diterima lengkap.
              Bila perlu, batas waktu dapat diperpanjang satu kali paling lama {perpanjangan} hari
              kerja dan kami beri tahu alasannya.
            </p>
          </section>
          <section aria-labelledby="eskalasi">
            <h2 id="eskalasi" className="text-lg font-bold text-brand-800">
              Bila belum puas
            </h2>
            <p className="mt-2">
              Anda dapat menyampaikan pengaduan kepada Otoritas Jasa Keuangan melalui Kontak OJK 157
              atau Aplikasi Portal Perlindungan Konsumen (APPK) di{' '}
              <a href="https://kontak157.ojk.go.id" className="underline">
                kontak157.ojk.go.id
              </a>
              , atau mengajukan penyelesaian sengketa kepada Lembaga Alternatif Penyelesaian
              Sengketa Sektor Jasa Keuangan (LAPS SJK) di{' '}
              <a href="https://lapssjk.id" className="underline">
                lapssjk.id
              </a>
              .
            </p>
          </section>
        </aside>
      </div>
    </div>
  )
}
