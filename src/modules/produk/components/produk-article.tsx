import Link from 'next/link'
import type { ReactNode } from 'react'

import { BackAndTrail } from '@/components/layout/breadcrumb'
import { ImageSetImg, Img } from '@/components/ui/img'
import { RelatedRecords } from '@/modules/content/components/related-records'
import { recordTrail } from '@/modules/content/public-type'
import type { ProdukDto } from '@/modules/produk/produk.types'
import type { SiteIdentity } from '@/modules/site/site.service'
import { RICH_PROSE, RichBody } from '@/modules/richtext/rich-body'

import { RingkasanSection } from './ringkasan-section'

/**
 * A product's page body. Its public page and its preview (/admin/pratinjau) show the same;
 * `children` go under it (the page's JSON-LD).
 */
export function ProdukArticle({
  produk,
  site,
  children,
}: {
  produk: ProdukDto
  site: SiteIdentity
  children?: ReactNode
}) {
  const trail = recordTrail('produk', produk.judul, produk.slug)
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <BackAndTrail trail={trail} />

      <header className="mt-8 grid items-center gap-8 lg:grid-cols-2">
        <div>
          <h1 className="text-3xl font-bold text-brand-800 text-balance sm:text-4xl">
            {produk.judul}
          </h1>
          <p className="mt-3 text-lg text-muted">{produk.subJudul}</p>
        </div>
        <ImageSetImg
          image={produk.gambarSet}
          alt={produk.judul}
          sizes="(min-width: 1024px) 560px, 100vw"
          priority
          className="aspect-video w-full rounded-2xl object-cover shadow-md"
        />
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <section aria-labelledby="gambaran-umum">
            <h2 id="gambaran-umum" className="text-2xl font-bold text-brand-800">
              Gambaran Umum
            </h2>
            <div className={`mt-4 space-y-4 text-ink ${RICH_PROSE}`}>
              <RichBody state={produk.deskripsiRich} />
            </div>
          </section>

          {produk.keunggulan.length > 0 && (
            <section aria-labelledby="keunggulan">
              <h2 id="keunggulan" className="text-2xl font-bold text-brand-800">
                Keunggulan
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {produk.keunggulan.map((item) => (
                  <li
                    key={`${item.ikon}-${item.label}`}
                    className="flex items-center gap-4 rounded-xl border border-line bg-surface-alt p-4"
                  >
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 ring-1 ring-brand-100">
                      <Img src={item.icon} alt="" width={28} height={28} className="size-7" />
                    </span>
                    <span className="font-medium text-ink">{item.label}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside aria-labelledby="tertarik" className="h-fit rounded-2xl bg-brand-700 p-6 text-white">
          <h2 id="tertarik" className="text-lg font-bold">
            Tertarik dengan produk ini?
          </h2>
          <p className="mt-2 text-sm text-brand-50">
            Kunjungi kantor kami di {site.alamat.lengkap} atau hubungi {site.telepon} (
            {site.jamOperasional}).
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link
              href={`/ajukan-pembiayaan?${new URLSearchParams({ produk: produk.slug })}`}
              className="inline-block rounded-lg bg-white px-4 py-2.5 text-sm font-bold text-brand-800 hover:bg-brand-50"
            >
              Ajukan Pembiayaan
            </Link>
            <Link
              href="/tabelsimulasi"
              className="inline-block rounded-lg bg-gold-400 px-4 py-2.5 text-sm font-bold text-brand-900 hover:bg-gold-100"
            >
              Simulasi Angsuran
            </Link>
          </div>
        </aside>
      </div>

      <RingkasanSection produk={produk} site={site} />
      <RelatedRecords type="produk" id={produk._id} />
      {children}
    </article>
  )
}
