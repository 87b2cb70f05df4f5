import { adminRoute } from '@/lib/api-route'
import { json } from '@/lib/http'
import { listSessions } from '@/modules/auth/sessions.service'

// GET /api/auth/sessions: the caller's own signed-in sessions, the current one marked. Administrator.
export const GET = adminRoute(async ({ ctx }) => json({ data: await listSessions(ctx) }))
