import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardCmsApi } from '@/modules/cms/cms-api-guard'
import { guardCmsLogin } from '@/modules/auth/cms-login-guard'

// Payload's own REST, used by the /cms panel; the spec's contract lives under /api.
export const GET = guardCmsApi(REST_GET(config))
export const POST = guardCmsApi(guardCmsLogin(REST_POST(config)))
export const DELETE = guardCmsApi(REST_DELETE(config))
export const PATCH = guardCmsApi(REST_PATCH(config))
export const PUT = guardCmsApi(REST_PUT(config))
export const OPTIONS = guardCmsApi(REST_OPTIONS(config))
