import Link from 'next/link'

import { PageHeader } from '@/components/layout/page-header'
import { JsonLd } from '@/components/seo/json-ld'
import { absoluteUrl } from '@/lib/json-ld'
import { formatBulan, formatPersen, formatTenor } from '@/modules/bagi-hasil/bagi-hasil.rules'
import { RatesChart } from '@/modules/bagi-hasil/components/rates-chart'
import { getCachedSite, getCachedTingkatBagiHasil } from '@/modules/site/public-content'
import { buildMetadata } from '@/modules/site/seo'

const TITLE = 'Tingkat Bagi Hasil'
const DESCRIPTION =
  'Nisbah bagi hasil dan ekuivalen tingkat bagi hasil per tahun setiap bulan untuk tabungan dan deposito mudharabah, 12 bulan terakhir.'

export function generateMetadata() {
  return buildMetadata({
    title: TITLE,
    description: DESCRIPTION,
    path: '/tingkat-bagi-hasil',
    keywords: ['nisbah bagi hasil', 'ekuivalen bagi hasil', 'deposito mudharabah', 'bagi hasil'],
  })
}

export default async function TingkatBagiHasilPage() {
  const [{ bulan, produk }, site] = await Promise.all([
    getCachedTingkatBagiHasil(),
    getCachedSite(),
  ])
  return (
    <>
      <PageHeader
        eyebrow="Transparansi"
        title={TITLE}
        description={`Nisbah dan realisasi bagi hasil simpanan mudharabah ${site.namaBank}.`}
      />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12">
        <div role="note" className="rounded-2xl border border-gold-400 bg-gold-100 p-5 text-ink">
          <p>
            <strong>Bagi hasil tidak tetap.</strong> Simpanan mudharabah memperoleh bagi hasil dari
            pendapatan bank sesuai nisbah yang disepakati saat akad. Ekuivalen tingkat bagi hasil
            adalah realisasi bulan yang lalu, disetahunkan, dan bukan janji imbal hasil: bagi hasil
            bulan berikutnya dapat lebih tinggi atau lebih rendah.
          </p>
        </div>
        {produk.length === 0 && (
          <p className="text-muted">Belum ada tingkat bagi hasil yang diumumkan.</p>
        )}
        {produk.map((p) => (
          <section
            key={p._id}
            id={`produk-${p.slug}`}
            aria-labelledby={`judul-${p.slug}`}
            className="scroll-mt-24 rounded-2xl border border-line bg-surface p-6 shadow-sm"
          >
            <h2 id={`judul-${p.slug}`} className="text-xl font-bold text-brand-800">
              <Link href={`/produk/${p.slug}`} className="hover:underline">
                {p.judul}
              </Link>
            </h2>

            <h3 className="mt-5 text-lg font-bold text-brand-800">Nisbah bagi hasil saat ini</h3>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Nisbah bagi hasil {p.judul}</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Jangka waktu
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Nisbah nasabah : bank
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Berlaku bulan
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.tenor.map((t) => (
                    <tr key={t.tenor} className="border-b border-line">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        {formatTenor(t.tenor)}
                      </th>
                      <td className="py-2 pr-4">
                        {t.nisbahNasabah} : {t.nisbahBank}
                      </td>
                      <td className="py-2">{formatBulan(t.berlakuBulan)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <h3 className="mt-6 text-lg font-bold text-brand-800">
              Ekuivalen tingkat bagi hasil per tahun
            </h3>
            <RatesChart id={`grafik-${p.slug}`} judul={p.judul} bulan={bulan} tenor={p.tenor} />
            <div
              className="mt-4 overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-label={`Tabel ekuivalen ${p.judul}, dapat digeser`}
            >
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">
                  Ekuivalen tingkat bagi hasil {p.judul} per bulan, persen per tahun
                </caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Bulan
                    </th>
                    {p.tenor.map((t) => (
                      <th key={t.tenor} scope="col" className="py-2 pr-4 font-semibold">
                        {formatTenor(t.tenor)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...bulan].reverse().map((b) => (
                    <tr key={b} className="border-b border-line">
                      <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap">
                        {formatBulan(b)}
                      </th>
                      {p.tenor.map((t) => {
                        const rate = t.riwayat.find((r) => r.bulan === b)
                        return (
                          <td key={t.tenor} className="py-2 pr-4 whitespace-nowrap">
                            {rate ? formatPersen(rate.ekuivalen) : '–'}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: TITLE,
          description: DESCRIPTION,
          url: absoluteUrl('/tingkat-bagi-hasil'),
          about: produk.map((p) => ({
            '@type': 'BankAccount',
            name: p.judul,
            url: absoluteUrl(`/produk/${p.slug}`),
          })),
        }}
      />
    </>
  )
}
