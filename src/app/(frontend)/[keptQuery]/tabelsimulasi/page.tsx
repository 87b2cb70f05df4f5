import { JsonLd } from '@/components/seo/json-ld'
import { absoluteUrl } from '@/lib/json-ld'
import { type FilteredPageProps, readFilters } from '@/modules/site/list-filters'
import { buildMetadata } from '@/modules/site/seo'
import { InstallmentSimulator } from '@/modules/simulator/components/installment-simulator'
import { MethodExplanations } from '@/modules/simulator/components/method-explanations'
import { DEFAULT_INPUT } from '@/modules/simulator/simulator'
import { fromSearchParams, toSearchParams } from '@/modules/simulator/simulator.params'

const description =
  'Hitung perkiraan angsuran pembiayaan syariah per bulan dengan margin Flat, Efektif, atau Anuitas, lengkap dengan tabel angsuran, grafik, dan ekspor CSV.'

export function generateMetadata() {
  return buildMetadata({
    title: 'Simulasi Angsuran Pembiayaan',
    description,
    path: '/tabelsimulasi',
    keywords: [
      'simulasi angsuran',
      'simulasi pembiayaan syariah',
      'kalkulator angsuran',
      'tabel angsuran',
      'margin flat',
      'margin efektif',
      'margin anuitas',
    ],
  })
}

export default async function TabelSimulasiPage({ params }: FilteredPageProps) {
  const sharedInput = fromSearchParams(await readFilters(params))
  const initialInput = sharedInput ?? DEFAULT_INPUT
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:py-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">
          Simulasi Angsuran Pembiayaan
        </h1>
        <p className="mt-3 text-lg text-muted">
          Masukkan jumlah pembiayaan, margin per tahun, tenor, dan jenis margin untuk melihat
          perkiraan angsuran setiap bulan hingga lunas.
        </p>
      </div>
      <InstallmentSimulator
        // A new shared link (client navigation to other parameters) starts a fresh simulator.
        key={toSearchParams(initialInput).toString()}
        initialInput={initialInput}
        calculated={sharedInput !== null}
      />
      <MethodExplanations />
      <aside
        aria-label="Catatan"
        className="rounded-xl border border-gold-400 bg-gold-100 p-4 text-sm text-ink"
      >
        <strong>Catatan:</strong> Hasil simulasi ini hanya perkiraan dan dapat berbeda dengan
        penawaran resmi dari bank. Angsuran yang berlaku mengikuti akad pembiayaan yang disepakati;
        hubungi kantor kami untuk informasi lebih lanjut.
      </aside>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: 'Simulasi Angsuran Pembiayaan',
          description,
          url: absoluteUrl('/tabelsimulasi'),
          applicationCategory: 'FinanceApplication',
          operatingSystem: 'Any',
          inLanguage: 'id-ID',
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: 0, priceCurrency: 'IDR' },
          provider: { '@id': absoluteUrl('/#bank') },
        }}
      />
    </div>
  )
}
