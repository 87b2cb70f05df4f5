import Link from 'next/link'

import { RecordListJsonLd } from '@/modules/content/components/record-list'
import { typeListMetadata } from '@/modules/content/public-type'
import type { LaporanDto } from '@/modules/laporan/laporan.types'
import { getCachedLaporanShelves } from '@/modules/site/public-content'

import { LaporanCard } from './laporan-card'
import { archivePath, LAPORAN_SECTIONS, SHELF_SIZE } from './laporan-sections'

export const generateMetadata = typeListMetadata('laporan')

export default async function LaporanPublikasiPage() {
  // Each shelf holds its jenis's newest; the archive behind its link holds the rest.
  const shelves = await getCachedLaporanShelves(
    LAPORAN_SECTIONS.map((section) => section.jenis),
    SHELF_SIZE,
  ).catch((error: unknown) => {
    console.error('Gagal memuat laporan', error)
    return null
  })
  const all: LaporanDto[] = shelves?.flat() ?? []

  return (
    <>
      <div className="relative isolate overflow-hidden bg-brand-800">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_20%,var(--color-brand-500),transparent_55%)] opacity-60"
        />
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-bold uppercase tracking-widest text-gold-400">Transparansi</p>
          <h1 className="mt-2 text-3xl font-bold text-white sm:text-5xl">Laporan Publikasi</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Sebagai bank yang berizin dan diawasi OJK, kami menerbitkan laporan tata kelola, laporan
            keuangan berkala, dan laporan tahunan secara terbuka.
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        {LAPORAN_SECTIONS.map((section, index) => {
          const items = shelves?.[index] ?? []
          return (
            <section key={section.jenis} aria-labelledby={section.id}>
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id={section.id} className="text-2xl font-bold text-brand-800">
                  {section.title}
                </h2>
                {items.length > 0 && (
                  <Link
                    href={archivePath(section.slug)}
                    className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    Semua {section.title} <span aria-hidden="true">&gt;&gt;&gt;</span>
                  </Link>
                )}
              </div>
              {items.length === 0 ? (
                <p className="mt-4 text-muted">
                  {all.length === 0 ? 'Memuat data laporan...' : 'Belum ada laporan.'}
                </p>
              ) : (
                // A horizontal shelf: swipe on phones, scroll or Tab through on desktop.
                <ul className="-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-4">
                  {items.map((laporan, item) => (
                    <li key={laporan._id} className="w-60 shrink-0 snap-start sm:w-64">
                      <LaporanCard laporan={laporan} priority={index === 0 && item === 0} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
      <RecordListJsonLd
        type="laporan"
        items={all
          .filter((laporan) => laporan.fileUrl)
          .map((laporan) => ({ name: laporan.judul, path: laporan.fileUrl as string }))}
      />
    </>
  )
}
