import { contextFromRequest } from '@/lib/api-route'
import { errorResponse, json } from '@/lib/http'
import { aktivitasCsv } from '@/modules/aktivitas/aktivitas.csv'
import { parseAktivitasFilters } from '@/modules/aktivitas/aktivitas.schema'
import { listAllAktivitas } from '@/modules/aktivitas/aktivitas.service'

// GET /admin/riwayat-aktivitas/unduh: the filtered audit trail as CSV. Administrator.
export async function GET(request: Request) {
  try {
    const ctx = await contextFromRequest(request)
    if (!ctx.user) return json({ error: 'Sesi tidak valid. Silakan login kembali.' }, 401)
    const filters = parseAktivitasFilters(Object.fromEntries(new URL(request.url).searchParams))
    const day = new Date().toISOString().slice(0, 10)
    return new Response(aktivitasCsv(await listAllAktivitas(ctx, filters)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="riwayat-aktivitas-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return errorResponse(error)
  }
}
