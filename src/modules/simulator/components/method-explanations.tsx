import type { MarginType } from '../simulator'

const EXPLANATIONS: Record<MarginType, string> = {
  Flat: 'Margin dihitung dari jumlah pembiayaan awal, sehingga angsuran pokok, margin, dan angsuran bulanan sama setiap bulan.',
  Efektif:
    'Pokok dibayar sama besar setiap bulan dan margin dihitung dari sisa pembiayaan, sehingga angsuran bulanan makin kecil dari bulan ke bulan.',
  Anuitas:
    'Angsuran bulanan tetap sama, tetapi porsi margin makin kecil dan porsi pokok makin besar karena margin dihitung dari sisa pembiayaan.',
}

export function MethodExplanations() {
  return (
    <section aria-labelledby="jenis-margin" className="print:hidden">
      <h2 id="jenis-margin" className="text-xl font-bold text-ink">
        Mengenal Jenis Margin
      </h2>
      <dl className="mt-4 grid gap-4 md:grid-cols-3">
        {Object.entries(EXPLANATIONS).map(([type, explanation]) => (
          <div key={type} className="rounded-xl border border-line bg-surface-alt p-4">
            <dt className="font-semibold text-brand-800">{type}</dt>
            <dd className="mt-1 text-sm text-muted">{explanation}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
