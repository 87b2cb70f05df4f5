import { cachedResponse } from '@/lib/public-response'
import { docsHtml } from '@/modules/api-docs/published'

// GET /api/docs: the contract as a readable page for developers. Public, built once per process.
export const GET = (request: Request) =>
  cachedResponse(request, docsHtml, 'text/html; charset=utf-8')
