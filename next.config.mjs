import { createRequire } from 'node:module'

import { withPayload } from '@payloadcms/next/withPayload'

import { inlineScriptsPolicy, securityHeaders } from './src/lib/security-headers.mjs'

const require = createRequire(import.meta.url)

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Cached pages carry an ETag made once per render (cache-handler.mjs), not per visit.
  generateEtags: false,
  images: { unoptimized: true },
  // src/proxy.ts removes a trailing slash itself, after the bank's redirects: an old WordPress
  // address (/2024/05/judul/) then reaches its new page in one hop instead of two.
  skipTrailingSlashRedirect: true,
  // Public pages: s-maxage is their `revalidate` (30 s), stale-while-revalidate the rest of this.
  expireTime: 60,
  // Chosen when the server starts, since the standalone server keeps this file's build-time
  // values: Redis shared by every instance with REDIS_URL, else this process's memory.
  cacheHandler: require.resolve('./cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // One server-rendered 404 document for every unknown URL (src/app/global-not-found.tsx).
  // Server actions may carry the complaint form's attachments; src/lib/action-body.ts keeps every
  // other action to the site's 2 MB before Next reads it.
  experimental: {
    globalNotFound: true,
    serverActions: { bodySizeLimit: '21mb' },
    proxyClientMaxBodySize: '21mb',
  },
  // The report-preview worker is read from disk at run time (src/modules/storage/pdf-preview), and
  // so are the packages it loads: the standalone build must carry them.
  outputFileTracingIncludes: {
    '/**': [
      './src/modules/storage/pdf-preview/render-worker.mjs',
      './node_modules/pdfjs-dist/package.json',
      './node_modules/pdfjs-dist/legacy/build/pdf.mjs',
      './node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs',
      './node_modules/pdfjs-dist/{cmaps,standard_fonts,wasm}/**',
      './node_modules/@napi-rs/canvas/**',
      './node_modules/@napi-rs/canvas-linux-*/**',
    ],
  },
  async headers() {
    const production = process.env.NODE_ENV === 'production'
    const inline = [{ key: 'Content-Security-Policy', value: inlineScriptsPolicy(production) }]
    return [
      { source: '/:path*', headers: securityHeaders(production) },
      // A cached public page gets the policy of its own inline scripts (cache-handler.mjs), the
      // back-office and Payload's panel one with a nonce (src/proxy.ts); the APIs answer no HTML.
      production
        ? { source: '/:area(api|cms-api)/:path*', headers: inline }
        : { source: '/:path((?!(?:admin|cms)(?:/|$)).*)', headers: inline },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks for the colour-scheme client hint on every answer, for its own panel. On the public
// site Critical-CH makes a browser load each first page twice, and Vary splits every cache by the
// hint, so it is kept to the panel at /cms.
const headers = config.headers
config.headers = async () =>
  (await headers()).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/cms/:path*' }
      : rule,
  )

export default config
