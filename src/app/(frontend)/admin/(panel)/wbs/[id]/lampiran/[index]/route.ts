import { contextFromRequest } from '@/lib/api-route'
import { errorResponse, json } from '@/lib/http'
import { attachmentResponse, readFile } from '@/modules/case-intake/case-files'
import { WBS_MESSAGES } from '@/modules/whistleblowing/whistleblowing.rules'
import { getReportOrThrow } from '@/modules/whistleblowing/whistleblowing.service'

type Context = { params: Promise<{ id: string; index: string }> }

// GET /admin/wbs/{id}/lampiran/{n}: one attachment, as a download. Officers only.
export async function GET(request: Request, { params }: Context) {
  try {
    const ctx = await contextFromRequest(request)
    if (!ctx.user) return json({ error: 'Sesi tidak valid. Silakan login kembali.' }, 401)
    const { id, index } = await params
    const doc = await getReportOrThrow(ctx, id)
    const file = /^\d{1,2}$/.test(index) ? doc.lampiran?.[Number(index)] : undefined
    if (!file) return json({ error: WBS_MESSAGES.tidakDitemukan }, 404)
    return attachmentResponse(file, await readFile(file.kunci))
  } catch (error) {
    return errorResponse(error)
  }
}
