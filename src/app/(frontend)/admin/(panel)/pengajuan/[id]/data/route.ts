import { contextFromRequest } from '@/lib/api-route'
import { errorResponse, json } from '@/lib/http'
import { personDataJson } from '@/modules/pengajuan/pengajuan.csv'
import { findPersonData } from '@/modules/pengajuan/pengajuan.service'

type Context = { params: Promise<{ id: string }> }

// GET /admin/pengajuan/{id}/data: every inquiry of that person as JSON (UU PDP). Administrator.
export async function GET(request: Request, { params }: Context) {
  try {
    const ctx = await contextFromRequest(request)
    if (!ctx.user) return json({ error: 'Sesi tidak valid. Silakan login kembali.' }, 401)
    const rows = await findPersonData(ctx, (await params).id)
    return new Response(personDataJson(rows), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="data-pemohon-${rows[0]?.nomor ?? 'x'}.json"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return errorResponse(error)
  }
}
