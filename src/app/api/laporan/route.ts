import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, formText, json, readForm } from '@/lib/http'
import { createLaporan, listLaporan } from '@/modules/laporan/laporan.service'

// GET /api/laporan: every report, newest first. Public.
export const GET = publicRoute(async ({ ctx }) => json(await listLaporan(ctx)))

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
