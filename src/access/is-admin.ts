import type { Access } from 'payload'

// The back-office has a single role, so any signed-in user is the administrator.
export const isAdmin: Access = ({ req }) => Boolean(req.user)
