import { PageHeader } from '@/components/layout/page-header'
import { ImageSetImg } from '@/components/ui/img'
import { siteImage } from '@/modules/site-look/site-image'
import { DPS_PERAN_LABEL } from '@/modules/site-look/site-look.rules'
import { buildMetadata } from '@/modules/site/seo'
import { getCachedSite } from '@/modules/site/public-content'

import { WorkHistory } from './work-history'

export async function generateMetadata() {
  const site = await getCachedSite()
  return buildMetadata({
    title: 'Struktur Organisasi',
    description: `Profil Dewan Komisaris dan Direksi ${site.namaBank} beserta bagan struktur organisasi.`,
    path: '/profil/struktur-organisasi',
    keywords: ['struktur organisasi', 'dewan komisaris', 'direksi', 'pengurus bank'],
  })
}

export default async function StrukturOrganisasiPage() {
  const site = await getCachedSite()
  const pengurus = site.pengurus ?? []
  const dps = site.dps ?? []
  const chart = siteImage(site.gambarStruktur)
  return (
    <>
      <PageHeader
        eyebrow="Profil"
        title="Struktur Organisasi"
        description="Dewan Komisaris dan Direksi yang memimpin bank kami."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {pengurus.map((person, index) => (
            <li key={person.id ?? index} className="flex">
              <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
                <ImageSetImg
                  image={siteImage(person.foto)}
                  alt={siteImage(person.foto)?.alt ?? `Foto ${person.nama}`}
                  sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[4/5] w-full bg-brand-50 object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm font-bold uppercase tracking-wider text-gold-700">
                    {person.jabatan}
                  </p>
                  <h2 className="mt-1 text-xl font-bold text-brand-800">{person.nama}</h2>
                  <p className="mt-2 text-sm text-muted">
                    <span className="font-semibold text-ink">Tempat, tanggal lahir:</span>{' '}
                    {person.tempatTanggalLahir}
                  </p>
                  <h3 className="mt-5 text-sm font-bold uppercase tracking-wider text-muted">
                    Pendidikan
                  </h3>
                  <ul className="mt-2 space-y-1.5 text-sm text-ink">
                    {(person.pendidikan ?? []).map((item, i) => (
                      <li key={item.id ?? i} className="flex gap-2">
                        <span
                          aria-hidden="true"
                          className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500"
                        />
                        {item.teks}
                      </li>
                    ))}
                  </ul>
                  <WorkHistory items={(person.riwayatPekerjaan ?? []).map((item) => item.teks)} />
                </div>
              </article>
            </li>
          ))}
        </ul>

        {dps.length > 0 ? (
          <section aria-labelledby="dps-judul" className="mt-16">
            <h2 id="dps-judul" className="text-2xl font-bold text-brand-800">
              Dewan Pengawas Syariah
            </h2>
            <p className="mt-2 max-w-3xl text-muted">
              Dewan Pengawas Syariah mengawasi agar produk dan kegiatan usaha bank sesuai dengan
              prinsip syariah dan fatwa Dewan Syariah Nasional MUI.
            </p>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {dps.map((person, index) => (
                <li key={person.id ?? index} className="flex">
                  {/* Not an article: SPEC's page counts the management's profiles as its articles. */}
                  <div className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
                    <ImageSetImg
                      image={siteImage(person.foto)}
                      alt={siteImage(person.foto)?.alt ?? `Foto ${person.nama}`}
                      sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
                      className="aspect-[4/5] w-full bg-brand-50 object-cover"
                    />
                    <div className="flex flex-1 flex-col p-6">
                      <p className="text-sm font-bold uppercase tracking-wider text-gold-700">
                        {DPS_PERAN_LABEL[person.peran]}
                      </p>
                      <h3 className="mt-1 text-xl font-bold text-brand-800">{person.nama}</h3>
                      <ProfileList title="Pendidikan" items={person.pendidikan} />
                      <ProfileList title="Pengalaman" items={person.pengalaman} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <figure className="mt-16">
          {/* Phones scroll the chart sideways; the region is focusable so keyboards can scroll it too. */}
          <div
            tabIndex={0}
            role="region"
            aria-label="Bagan struktur organisasi, dapat digeser"
            className="overflow-x-auto rounded-2xl border border-line bg-surface p-2 shadow-sm sm:p-4"
          >
            <ImageSetImg
              image={chart}
              alt={chart?.alt ?? ''}
              sizes="(min-width: 1152px) 1120px, 100vw"
              className="h-auto w-full min-w-[40rem] sm:min-w-0"
            />
          </div>
          <figcaption className="mt-4 text-center font-semibold text-brand-800">
            {site.keteranganStruktur}
          </figcaption>
        </figure>
      </div>
    </>
  )
}

function ProfileList({
  title,
  items,
}: {
  title: string
  items: { id?: string | null; teks: string }[] | null | undefined
}) {
  if (!items?.length) return null
  return (
    <>
      <h4 className="mt-5 text-sm font-bold uppercase tracking-wider text-muted">{title}</h4>
      <ul className="mt-2 space-y-1.5 text-sm text-ink">
        {items.map((item, i) => (
          <li key={item.id ?? i} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
            {item.teks}
          </li>
        ))}
      </ul>
    </>
  )
}
