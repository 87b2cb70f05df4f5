import { env } from '@/lib/env'
import { openedCookie } from '@/modules/pengajuan/form-token'

// A transparent 1×1 GIF: the form shows nothing where it loads.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

export const dynamic = 'force-dynamic'

// GET /formulir/dibuka: loaded by each public form; its cookie says when this visitor opened it.
export function GET() {
  return new Response(PIXEL, {
    headers: {
      'Content-Type': 'image/gif',
      'Cache-Control': 'private, no-store',
      'Set-Cookie': openedCookie(env.secureCookies),
    },
  })
}
