import { PageHeader } from '@/components/layout/page-header'
import { buildMetadata, toDescription } from '@/modules/site/seo'
import { getCachedSite } from '@/modules/site/public-content'

export async function generateMetadata() {
  const site = await getCachedSite()
  return buildMetadata({
    title: 'Sejarah Singkat',
    description: toDescription(site.sejarah.paragraf?.[0]?.teks ?? site.tentang),
    path: '/profil/sejarah-singkat',
    keywords: ['sejarah', 'profil bank', 'hari jadi', site.alamat.kota],
  })
}

export default async function SejarahSingkatPage() {
  const site = await getCachedSite()
  const { paragraf = [], tahukahAnda, timeline = [] } = site.sejarah
  return (
    <>
      <PageHeader
        eyebrow="Profil"
        title="Sejarah Singkat"
        description={`Perjalanan ${site.namaBank} melayani masyarakat.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-5">
        <div className="space-y-5 text-lg leading-relaxed text-ink lg:col-span-3">
          {(paragraf ?? []).map((item, index) => (
            <p key={item.id ?? index}>{item.teks}</p>
          ))}
        </div>
        <aside
          aria-labelledby="tahukah-anda"
          className="h-fit rounded-2xl border-l-4 border-gold-500 bg-gold-100 p-6 lg:col-span-2"
        >
          <h2
            id="tahukah-anda"
            className="flex items-center gap-2 text-xl font-bold text-brand-800"
          >
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-gold-400 text-brand-900"
            >
              ?
            </span>
            Tahukah Anda?
          </h2>
          <p className="mt-3 leading-relaxed text-ink">{tahukahAnda}</p>
        </aside>
      </div>

      <section aria-labelledby="perjalanan" className="bg-surface-alt">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <h2 id="perjalanan" className="text-2xl font-bold text-brand-800 sm:text-3xl">
            Perjalanan Kami
          </h2>
          <ol className="relative mt-8 space-y-8 border-l-2 border-brand-200 pl-8">
            {(timeline ?? []).map((item, index) => (
              <li key={item.id ?? index} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[2.55rem] top-1 size-4 rounded-full border-4 border-surface-alt bg-brand-700 ring-2 ring-brand-700"
                />
                <p className="text-sm font-bold text-gold-700">{item.tanggal}</p>
                <h3 className="mt-1 text-lg font-bold text-brand-800">{item.judul}</h3>
                <p className="mt-1 leading-relaxed text-ink">{item.keterangan}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  )
}
