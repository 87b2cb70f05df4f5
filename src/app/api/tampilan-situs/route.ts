import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { updateSiteLook } from '@/modules/site-look/site-look.service'

// PUT /api/tampilan-situs: the whole of 'Tampilan Situs' (JSON) → its saved state. Administrator.
export const PUT = adminRoute(async ({ request, ctx }) =>
  json(await updateSiteLook(ctx, await readJson(request))),
)
