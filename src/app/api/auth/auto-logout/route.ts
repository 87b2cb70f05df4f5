import { logoutRoute } from '@/modules/auth/logout-response'

// POST /api/auth/auto-logout: the idle timer's logout; revokes the session. Administrator.
export const POST = logoutRoute
