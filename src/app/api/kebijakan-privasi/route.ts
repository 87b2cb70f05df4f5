import { adminRoute, publicRoute } from '@/lib/api-route'
import { notFound } from '@/lib/errors'
import { json, readJson } from '@/lib/http'
import { getPublicContext } from '@/lib/payload'
import { ISI_MAX } from '@/modules/privasi/privasi.rules'
import { createNoticeVersion, getCurrentNotice } from '@/modules/privasi/privasi.service'

// GET /api/kebijakan-privasi: the privacy notice in force, its version and since when. Anyone.
export const GET = publicRoute(async () => {
  const notice = await getCurrentNotice(await getPublicContext())
  if (!notice) throw notFound('Kebijakan privasi belum tersedia.')
  return json(notice)
})

// A notice of ISI_MAX characters, each escaped at worst, is larger than the other JSON calls.
const NOTICE_JSON_BYTES = ISI_MAX * 6 + 4096

// POST /api/kebijakan-privasi: a new version (JSON), in force at once. Administrator.
export const POST = adminRoute(async ({ request, ctx }) =>
  json(await createNoticeVersion(ctx, await readJson(request, NOTICE_JSON_BYTES)), 201),
)
