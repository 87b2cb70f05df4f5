import { contentRoutes } from '@/modules/content/content.routes'

// GET /api/{type}/{key}: one record (by slug or id, as the type says). Public.
// PUT and DELETE /api/{type}/{id}: change or delete it. Administrator.
export const { GET, PUT, DELETE } = contentRoutes.record
