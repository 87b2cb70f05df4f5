import type { Access } from 'payload'

/** For what only the site's own code does (overrideAccess), never a caller. */
export const nobody: Access = () => false
