export type NavLink = { href: string; label: string }

export const PROFIL_LINKS: NavLink[] = [
  { href: '/profil/visi-misi', label: 'Visi, Misi dan Motto' },
  { href: '/profil/sejarah-singkat', label: 'Sejarah Singkat' },
  { href: '/profil/struktur-organisasi', label: 'Struktur Organisasi' },
]

/** The header's links after Home and the Profil dropdown, in the order SPEC 2.1 lists them. */
export const MAIN_LINKS: NavLink[] = [
  { href: '/produk-layanan', label: 'Produk dan Layanan' },
  { href: '/laporan-publikasi', label: 'Laporan' },
  { href: '/news', label: 'News' },
  { href: '/tabelsimulasi', label: 'Simulasi' },
]

/** True when `pathname` is `href` or one of its sub-pages (a product belongs to the product list). */
export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  if (href === '/produk-layanan' && pathname.startsWith('/produk/')) return true
  return pathname === href || pathname.startsWith(`${href}/`)
}
