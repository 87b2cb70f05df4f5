import { createHash } from 'node:crypto'

import type { CachedBody } from '@/lib/public-response'

import { renderDocsPage } from './docs-page'
import { buildOpenApiDocument } from './openapi'

const once = (render: () => string) => {
  let cached: CachedBody | undefined
  return async (): Promise<CachedBody> => {
    if (!cached) {
      const body = render()
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
      cached = { body, etag }
    }
    return cached
  }
}

/** The contract changes only with the code, so each form is built once per process. */
export const openApiJson = once(() => JSON.stringify(buildOpenApiDocument()))
export const docsHtml = once(() => renderDocsPage(buildOpenApiDocument()))
