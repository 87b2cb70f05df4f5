import { contentRoutes } from '@/modules/content/content.routes'

// GET /api/{type}: every public record of a registry type, or one page of them (the paging
// contract of SPEC's lists). POST /api/{type}: its multipart form. Administrator.
export const { GET, POST } = contentRoutes.list
