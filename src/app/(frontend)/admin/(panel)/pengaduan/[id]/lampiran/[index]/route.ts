import { contextFromRequest } from '@/lib/api-route'
import { errorResponse, json } from '@/lib/http'
import { attachmentResponse, readFile } from '@/modules/case-intake/case-files'
import { PENGADUAN_MESSAGES } from '@/modules/pengaduan/pengaduan.rules'
import { getPengaduanOrThrow } from '@/modules/pengaduan/pengaduan.service'

type Context = { params: Promise<{ id: string; index: string }> }

// GET /admin/pengaduan/{id}/lampiran/{n}: one attachment, as a download. Administrator.
export async function GET(request: Request, { params }: Context) {
  try {
    const ctx = await contextFromRequest(request)
    if (!ctx.user) return json({ error: 'Sesi tidak valid. Silakan login kembali.' }, 401)
    const { id, index } = await params
    const doc = await getPengaduanOrThrow(ctx, id)
    const file = /^\d{1,2}$/.test(index) ? doc.lampiran?.[Number(index)] : undefined
    if (!file) return json({ error: PENGADUAN_MESSAGES.tidakDitemukan }, 404)
    return attachmentResponse(file, await readFile(file.kunci))
  } catch (error) {
    return errorResponse(error)
  }
}
