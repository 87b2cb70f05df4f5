import { contextFromRequest } from '@/lib/api-route'
import { errorResponse, json } from '@/lib/http'
import { pengajuanCsv } from '@/modules/pengajuan/pengajuan.csv'
import { parsePengajuanFilters } from '@/modules/pengajuan/pengajuan.schema'
import { listAllPengajuan } from '@/modules/pengajuan/pengajuan.service'

// GET /admin/pengajuan/unduh: the filtered inbox as CSV. Administrator.
export async function GET(request: Request) {
  try {
    const ctx = await contextFromRequest(request)
    if (!ctx.user) return json({ error: 'Sesi tidak valid. Silakan login kembali.' }, 401)
    const filters = parsePengajuanFilters(Object.fromEntries(new URL(request.url).searchParams))
    const day = new Date().toISOString().slice(0, 10)
    return new Response(pengajuanCsv(await listAllPengajuan(ctx, filters)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="pengajuan-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return errorResponse(error)
  }
}
