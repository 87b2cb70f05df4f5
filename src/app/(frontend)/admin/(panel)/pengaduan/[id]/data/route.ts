import { contextFromRequest } from '@/lib/api-route'
import { errorResponse, json } from '@/lib/http'
import { findPersonPengaduan, personExport } from '@/modules/pengaduan/pengaduan.service'

type Context = { params: Promise<{ id: string }> }

// GET /admin/pengaduan/{id}/data: every complaint of that person as JSON (UU PDP). Administrator.
export async function GET(request: Request, { params }: Context) {
  try {
    const ctx = await contextFromRequest(request)
    if (!ctx.user) return json({ error: 'Sesi tidak valid. Silakan login kembali.' }, 401)
    const rows = await findPersonPengaduan(ctx, (await params).id)
    return new Response(JSON.stringify(personExport(rows), null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="data-pengadu-${rows[0]?.nomor ?? 'x'}.json"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return errorResponse(error)
  }
}
