import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaders } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  images: { unoptimized: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
