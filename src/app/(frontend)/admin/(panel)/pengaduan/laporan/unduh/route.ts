import { contextFromRequest } from '@/lib/api-route'
import { errorResponse, json } from '@/lib/http'
import { parseQuarter, quarterCsv, quarterReport } from '@/modules/pengaduan/pengaduan.report'

// GET /admin/pengaduan/laporan/unduh?tahun=&triwulan=: the quarterly report as CSV. Administrator.
export async function GET(request: Request) {
  try {
    const ctx = await contextFromRequest(request)
    if (!ctx.user) return json({ error: 'Sesi tidak valid. Silakan login kembali.' }, 401)
    const quarter = parseQuarter(Object.fromEntries(new URL(request.url).searchParams))
    const report = await quarterReport(ctx, quarter)
    return new Response(quarterCsv(report), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="laporan-pengaduan-${quarter.tahun}-tw${quarter.triwulan}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return errorResponse(error)
  }
}
