/** The indexable fixed pages of SPEC 2.1, for the sitemap (the placeholder and the palette are not). */
export const STATIC_PAGES: {
  path: string
  priority: number
  changeFrequency: 'daily' | 'weekly' | 'monthly'
}[] = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/produk-layanan', priority: 0.9, changeFrequency: 'weekly' },
  { path: '/news', priority: 0.8, changeFrequency: 'daily' },
  { path: '/laporan-publikasi', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/tabelsimulasi', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/profil/visi-misi', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/profil/sejarah-singkat', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/profil/struktur-organisasi', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/ajukan-pembiayaan', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/hubungi-kami', priority: 0.5, changeFrequency: 'monthly' },
]
