import Link from 'next/link'

import { Img } from '@/components/ui/img'
import { RandomPicks } from '@/components/ui/random-picks'
import type { SiteSetting } from '@/payload-types'

import type { NavLink } from './nav-items'

/** A record the footer links to: /produk/{slug} or /news/{slug}. */
type Linked = { slug: string; judul: string }

type SiteFooterProps = {
  site: SiteSetting
  /** The pools the visitor's 4 random products and 4 random news items are picked from. */
  produk: Linked[]
  news: Linked[]
  /** Further pages linked from the footer (a content type's list, such as /promo). */
  links: NavLink[]
  /** The bank's social pages (Tampilan Situs). */
  social: { label: string; href: string }[]
}

const headingClass = 'text-sm font-bold uppercase tracking-wider text-gold-400'
const linkClass = 'text-brand-100 underline-offset-4 hover:text-white hover:underline'
/** SPEC 9: 4 random products and 4 random news items. */
const PICKS = 4

export function SiteFooter({ site, produk, news, links, social }: SiteFooterProps) {
  const waNumber = site.whatsapp.replace(/\D/g, '').replace(/^0/, '62')
  return (
    <footer className="mt-8 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-tentang">
          <div className="flex items-center gap-3">
            <Img src="/brand/logo-mark.svg" alt="" width={40} height={40} className="size-10" />
            <h2 id="footer-tentang" className="text-base font-bold text-white">
              {site.namaBank}
            </h2>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-brand-100">{site.tentang}</p>
        </section>

        <section aria-labelledby="footer-kontak">
          <h2 id="footer-kontak" className={headingClass}>
            Hubungi Kami
          </h2>
          <address className="mt-4 space-y-2 text-sm not-italic text-brand-100">
            <p>{site.alamat.lengkap}</p>
            <p>
              Telepon:{' '}
              <a className={linkClass} href={`tel:${site.telepon.replace(/[^\d+]/g, '')}`}>
                {site.telepon}
              </a>
            </p>
            <p>
              WhatsApp:{' '}
              <a className={linkClass} href={`https://wa.me/${waNumber}`} rel="noopener noreferrer">
                {site.whatsapp}
              </a>
            </p>
            <p>
              E-mail:{' '}
              <a className={linkClass} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>{site.jamOperasional}</p>
          </address>
          <p className="mt-4 text-sm">
            <Link className={`${linkClass} font-semibold underline`} href="/hubungi-kami">
              Kirim pesan lewat formulir Hubungi Kami
            </Link>
          </p>
          <p className="mt-2 text-sm">
            <Link className={`${linkClass} font-semibold underline`} href="/layanan-pengaduan">
              Layanan Pengaduan Konsumen
            </Link>
          </p>
          <p className="mt-2 text-sm">
            <Link className={`${linkClass} font-semibold underline`} href="/whistleblowing">
              Whistleblowing: laporkan pelanggaran
            </Link>
          </p>
          {social.length > 0 && (
            <ul aria-label="Media sosial" className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {social.map(({ label, href }) => (
                <li key={label}>
                  <a className={linkClass} href={href} rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <FooterPicks id="footer-produk" title="Produk dan Layanan" base="/produk" pool={produk} />
        <FooterPicks id="footer-news" title="News" base="/news" pool={news} />
      </div>

      <div className="border-t border-brand-800">
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-8 text-sm leading-relaxed text-brand-100">
          {links.length > 0 && (
            <nav aria-label="Tautan lain">
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {links.map((link) => (
                  <li key={link.href}>
                    <Link className={linkClass} href={link.href}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p>{site.pernyataanOjk}</p>
          <p>{site.pernyataanLps}</p>
          <p className="pt-2 text-xs text-brand-200">
            © {new Date().getFullYear()} {site.namaBank}. {site.motto}.
          </p>
        </div>
      </div>
    </footer>
  )
}

/** A footer column of links to 4 random items of a pool, each `${base}/${slug}`. */
function FooterPicks({
  id,
  title,
  base,
  pool,
}: {
  id: string
  title: string
  base: string
  pool: { slug: string; judul: string }[]
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <RandomPicks count={PICKS} className="mt-4 space-y-2 text-sm">
        {pool.map((item) => (
          <li key={item.slug} className="line-clamp-2 min-h-[2lh]">
            <Link className={linkClass} href={`${base}/${item.slug}`}>
              {item.judul}
            </Link>
          </li>
        ))}
      </RandomPicks>
    </nav>
  )
}
