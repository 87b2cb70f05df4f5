import type { MetadataRoute } from 'next'

import { getCachedSite } from '@/modules/site/public-content'

// Named from the site settings, which are read at request time (never at build).
export const dynamic = 'force-dynamic'

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const site = await getCachedSite()
  return {
    name: site.namaBank,
    short_name: site.namaSingkat,
    description: site.hero?.[0]?.tagline ?? site.motto,
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b6344',
    icons: [
      { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/brand/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
