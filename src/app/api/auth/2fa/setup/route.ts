import { adminRoute } from '@/lib/api-route'
import { json } from '@/lib/http'
import { startTotpSetup } from '@/modules/auth/second-factor.service'

// POST /api/auth/2fa/setup: a new TOTP secret for the caller (QR code as SVG and the key); it takes
// effect once /api/auth/2fa/confirm gets a code. Administrator.
export const POST = adminRoute(async ({ ctx }) => json(await startTotpSetup(ctx)))
