import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, formText, json, readForm } from '@/lib/http'
import { deleteLaporan, getLaporanOrThrow, updateLaporan } from '@/modules/laporan/laporan.service'

type Params = { id: string }

// GET /api/laporan/{id}: one report. Public.
export const GET = publicRoute<Params>(async ({ params, ctx }) =>
  json(await getLaporanOrThrow(ctx, params.id)),
)

// PATCH /api/laporan/{id}: the same multipart form; without a file the old PDF stays. Administrator.
export const PATCH = adminRoute<Params>(async ({ request, params, ctx }) => {
  const form = await readForm(request)
  const input = {
    judul: formText(form, 'judul'),
    tanggal: formText(form, 'tanggal'),
    jenis: formText(form, 'jenis'),
  }
  return json(await updateLaporan(ctx, params.id, input, await formFile(form, 'file')))
})

// DELETE /api/laporan/{id}: removes the report and its PDF. Administrator.
export const DELETE = adminRoute<Params>(async ({ params, ctx }) => {
  await deleteLaporan(ctx, params.id)
  return json({ message: 'Laporan berhasil dihapus!' })
})
