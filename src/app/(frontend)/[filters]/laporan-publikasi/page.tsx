import { JsonLd } from '@/components/seo/json-ld'
import { buildMetadata } from '@/modules/site/seo'
import { collectionPageJsonLd } from '@/modules/site/structured-data'
import { newestLaporanFirst } from '@/modules/laporan/laporan.query'
import type { LaporanDto } from '@/modules/laporan/laporan.types'
import { getCachedLaporan } from '@/modules/site/public-content'

import { LaporanCard } from './laporan-card'

const TITLE = 'Laporan Publikasi'
const DESCRIPTION =
  'Laporan transparansi tata kelola, laporan publikasi keuangan, dan laporan tahunan bank dalam format PDF.'

/** The three shelves of SPEC 2.1, in order, each one jenis. */
const SECTIONS: { jenis: LaporanDto['jenis']; title: string; id: string }[] = [
  { jenis: 'Transparansi', title: 'Laporan Transparansi Tata Kelola', id: 'laporan-transparansi' },
  { jenis: 'Publikasi', title: 'Laporan Publikasi', id: 'laporan-publikasi' },
  { jenis: 'Tahunan', title: 'Laporan Tahunan', id: 'laporan-tahunan' },
]

export function generateMetadata() {
  return buildMetadata({
    title: TITLE,
    description: DESCRIPTION,
    path: '/laporan-publikasi',
    keywords: ['laporan keuangan BPRS', 'laporan tata kelola', 'laporan tahunan', 'transparansi'],
  })
}

export default async function LaporanPublikasiPage() {
  const all = await getCachedLaporan().catch((error: unknown) => {
    console.error('Gagal memuat laporan', error)
    return [] as LaporanDto[]
  })
  // The list itself comes in creation order.
  const sorted = [...all].sort(newestLaporanFirst)

  return (
    <>
      <div className="relative isolate overflow-hidden bg-brand-800">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_20%,var(--color-brand-500),transparent_55%)] opacity-60"
        />
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-bold uppercase tracking-widest text-gold-400">Transparansi</p>
          <h1 className="mt-2 text-3xl font-bold text-white sm:text-5xl">{TITLE}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Sebagai bank yang berizin dan diawasi OJK, kami menerbitkan laporan tata kelola, laporan
            keuangan berkala, dan laporan tahunan secara terbuka.
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        {SECTIONS.map((section) => {
          const items = sorted.filter((laporan) => laporan.jenis === section.jenis)
          return (
            <section key={section.jenis} aria-labelledby={section.id}>
              <h2 id={section.id} className="text-2xl font-bold text-brand-800">
                {section.title}
              </h2>
              {items.length === 0 ? (
                <p className="mt-4 text-muted">
                  {all.length === 0 ? 'Memuat data laporan...' : 'Belum ada laporan.'}
                </p>
              ) : (
                // A horizontal shelf: swipe on phones, scroll or Tab through on desktop.
                <ul className="-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-4">
                  {items.map((laporan) => (
                    <li key={laporan._id} className="w-60 shrink-0 snap-start sm:w-64">
                      <LaporanCard laporan={laporan} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
      <JsonLd
        data={collectionPageJsonLd({
          name: TITLE,
          description: DESCRIPTION,
          path: '/laporan-publikasi',
          items: sorted
            .filter((laporan) => laporan.fileUrl)
            .map((laporan) => ({ name: laporan.judul, path: laporan.fileUrl as string })),
        })}
      />
    </>
  )
}
