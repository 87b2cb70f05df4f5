import { PageHeader } from '@/components/layout/page-header'
import { buildMetadata } from '@/modules/site/seo'
import { contrastRatio, getDesignTokens } from '@/lib/design-tokens'

export function generateMetadata() {
  return buildMetadata({
    title: 'Panduan Warna',
    description:
      'Palet warna dan token desain situs: warna merek, emas, teks, garis, permukaan, dan status.',
    path: '/color-guide',
    noIndex: true,
  })
}

const WHITE = '#ffffff'
const INK = '#17231e'

/** Internal palette demo: every colour token of globals.css with its class and text contrast. */
export default async function ColorGuidePage() {
  const { colors, fonts } = await getDesignTokens()
  return (
    <>
      <PageHeader
        eyebrow="Internal"
        title="Panduan Warna"
        description="Token desain dari globals.css. Pakai kelasnya (mis. bg-brand-700, text-muted); rasio kontras menunjukkan apakah teks putih atau gelap di atas warna itu lolos WCAG AA (4,5:1)."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-2xl font-bold text-brand-800">Warna</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {colors.map((token) => {
            const hex = /^#[0-9a-f]{6}$/i.test(token.value) ? token.value : null
            const onWhite = hex ? contrastRatio(hex, WHITE) : null
            const onInk = hex ? contrastRatio(hex, INK) : null
            const textColour = onWhite !== null && onInk !== null && onWhite >= onInk ? WHITE : INK
            return (
              <li
                key={token.name}
                className="overflow-hidden rounded-xl border border-line bg-surface"
              >
                <div
                  className="flex h-24 items-end p-3 text-xl font-bold"
                  // The literal value: Tailwind only emits the variables some class uses.
                  style={{ background: token.value, color: textColour }}
                >
                  Aa {token.name}
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 p-3 text-xs">
                  <dt className="text-muted">Token</dt>
                  <dd className="font-mono text-ink">--color-{token.name}</dd>
                  <dt className="text-muted">Nilai</dt>
                  <dd className="font-mono text-ink">{token.value}</dd>
                  <dt className="text-muted">Kelas</dt>
                  <dd className="font-mono text-ink">
                    bg-{token.name} · text-{token.name}
                  </dd>
                  {onWhite !== null && onInk !== null && (
                    <>
                      <dt className="text-muted">Kontras</dt>
                      <dd className="text-ink">
                        putih {onWhite.toFixed(1)}:1 · ink {onInk.toFixed(1)}:1
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            )
          })}
        </ul>

        <h2 className="mt-14 text-2xl font-bold text-brand-800">Huruf</h2>
        <ul className="mt-6 space-y-4">
          {fonts.map((token) => (
            <li key={token.name} className="rounded-xl border border-line p-5">
              <p className="font-mono text-xs text-muted">
                --font-{token.name}: {token.value}
              </p>
              <p className="mt-3 text-3xl font-bold text-ink">Halal, Berkah dan Menguntungkan</p>
              <p className="mt-2 text-ink">
                Plus Jakarta Sans, 200–800. Angka: 0123456789 · Rp 10.000.000
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
