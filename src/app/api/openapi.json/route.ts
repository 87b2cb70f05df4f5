import { cachedResponse } from '@/lib/public-response'
import { openApiJson } from '@/modules/api-docs/published'

// GET /api/openapi.json: the OpenAPI 3.1 contract of this API. Public, built once per process.
export const GET = (request: Request) => cachedResponse(request, openApiJson, 'application/json')
