import { logoutRoute } from '@/modules/auth/logout-response'

// POST /api/auth/logout: revokes the caller's session (cookie or Bearer). Administrator.
export const POST = logoutRoute
