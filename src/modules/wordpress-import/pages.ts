import { MAIN_LINKS, PROFIL_LINKS } from '@/components/layout/nav-items'

/* The site's own pages by the titles they are known by, for the old site's pages to match. */

const OTHER_PAGES = [
  { href: '/hubungi-kami', label: 'Hubungi Kami' },
  { href: '/tarif-dan-biaya', label: 'Tarif dan Biaya' },
  { href: '/layanan-pengaduan', label: 'Layanan Pengaduan' },
  { href: '/ajukan-pembiayaan', label: 'Ajukan Pembiayaan' },
  { href: '/', label: 'Beranda' },
]

const norm = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const PAGES = [...PROFIL_LINKS, ...MAIN_LINKS, ...OTHER_PAGES]

/** The page here an old page becomes, by its title (or its slug, as the address's last word). */
export function matchingPage(title: string, slug: string): string | null {
  const wanted = norm(title)
  const bySlug = norm(slug)
  const page =
    PAGES.find((p) => norm(p.label) === wanted) ??
    PAGES.find((p) => bySlug && norm(p.href.split('/').pop() ?? '') === bySlug)
  return page?.href ?? null
}
