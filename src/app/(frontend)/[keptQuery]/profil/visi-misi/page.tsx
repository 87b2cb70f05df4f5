import { PageHeader } from '@/components/layout/page-header'
import { buildMetadata, toDescription } from '@/modules/site/seo'
import { getCachedSite } from '@/modules/site/public-content'

export async function generateMetadata() {
  const site = await getCachedSite()
  return buildMetadata({
    title: 'Visi, Misi dan Motto',
    description: toDescription(`Visi: ${site.visi} Motto: ${site.motto}.`),
    path: '/profil/visi-misi',
    keywords: ['visi misi', 'motto', site.motto, 'profil bank'],
  })
}

const cardClass = 'rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8'
const labelClass = 'text-sm font-bold uppercase tracking-widest text-gold-700'

export default async function VisiMisiPage() {
  const site = await getCachedSite()
  const misi = site.misi ?? []
  return (
    <>
      <PageHeader
        eyebrow="Profil"
        title="Visi, Misi dan Motto"
        description={`Arah dan nilai yang menuntun ${site.namaBank}.`}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 lg:grid-cols-2">
        <section aria-labelledby="visi" className={`${cardClass} border-t-4 border-t-brand-700`}>
          <p className={labelClass}>Visi</p>
          <h2 id="visi" className="sr-only">
            Visi
          </h2>
          <p className="mt-3 text-xl font-semibold leading-relaxed text-brand-900">{site.visi}</p>
        </section>

        <section
          aria-labelledby="motto"
          className={`${cardClass} border-t-4 border-t-gold-500 bg-gold-100`}
        >
          <p className={labelClass}>Motto</p>
          <h2 id="motto" className="mt-3 text-2xl font-extrabold text-brand-800 sm:text-3xl">
            {site.motto}
          </h2>
          <p className="mt-3 leading-relaxed text-ink">{site.mottoPenjelasan}</p>
        </section>

        <section aria-labelledby="misi" className={`${cardClass} lg:col-span-2`}>
          <p className={labelClass}>Misi</p>
          <h2 id="misi" className="sr-only">
            Misi
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {misi.map((item, index) => (
              <li key={item.id ?? index} className="flex gap-4 rounded-xl bg-surface-alt p-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="leading-relaxed text-ink">{item.teks}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  )
}
