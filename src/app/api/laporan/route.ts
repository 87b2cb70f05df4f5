import { adminRoute } from '@/lib/api-route'
import { formFile, formText, json, readForm } from '@/lib/http'
import { cachedResponse } from '@/lib/public-response'
import { createLaporan } from '@/modules/laporan/laporan.service'
import { publicListJson } from '@/modules/site/public-content'

// GET /api/laporan: every report, newest first. Public, served from the
// shared cache: serialised once per change, with an ETag.
export const GET = (request: Request) =>
  cachedResponse(request, publicListJson.laporan, 'application/json')

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
