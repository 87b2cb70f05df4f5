import { adminRoute, publicRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { getPublicContext } from '@/lib/payload'
import { getTingkatBagiHasil, saveBagiHasilMonth } from '@/modules/bagi-hasil/bagi-hasil.service'

// GET /api/tingkat-bagi-hasil: the current nisbah and the last twelve months' realised rates of
// each mudharabah deposit, as /tingkat-bagi-hasil shows them. Anyone; what a visitor may see.
export const GET = publicRoute(async () =>
  json(await getTingkatBagiHasil(await getPublicContext())),
)

// PUT /api/tingkat-bagi-hasil: one month's rows (JSON), which replace that month's. Administrator.
export const PUT = adminRoute(async ({ request, ctx }) =>
  json(await saveBagiHasilMonth(ctx, await readJson(request))),
)
