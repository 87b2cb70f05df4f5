import { recordListRoute } from '@/modules/content/content.routes'
import { adminRoute } from '@/lib/api-route'
import { formFile, formText, json, readForm } from '@/lib/http'
import { createLaporan } from '@/modules/laporan/laporan.service'

// GET /api/laporan: every report, newest created first (SPEC), or with ?page=&limit= (q, jenis,
// sort, dir) one page of them, its total in X-Total-Count. Public.
export const GET = recordListRoute('laporan')

// POST /api/laporan: multipart judul, tanggal, jenis, file (PDF ≤ 2 MB). Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  const input = {
    judul: formText(form, 'judul'),
    tanggal: formText(form, 'tanggal'),
    jenis: formText(form, 'jenis'),
  }
  return json(await createLaporan(ctx, input, await formFile(form, 'file')), 201)
})
