import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { parseInput } from '@/lib/parse-input'
import { deleteRecord, getRecordOrThrow, updateRecord } from '@/modules/content/content.service'
import { laporanFormInput } from '@/modules/laporan/laporan.form'
import { laporanInputSchema } from '@/modules/laporan/laporan.schema'

type Params = { id: string }

// GET /api/laporan/{id}: one report. Public.
export const GET = publicRoute<Params>(async ({ params, ctx }) =>
  json(await getRecordOrThrow(ctx, 'laporan', params.id)),
)

// PATCH /api/laporan/{id}: the same multipart form; without a file the old PDF stays. Administrator.
export const PATCH = adminRoute<Params>(async ({ request, params, ctx }) => {
  const form = await readForm(request)
  const input = laporanFormInput(form)
  const file = await formFile(form, 'file')
  return json(
    await updateRecord(ctx, 'laporan', params.id, parseInput(laporanInputSchema, input), file),
  )
})

// DELETE /api/laporan/{id}: removes the report and its PDF. Administrator.
export const DELETE = adminRoute<Params>(async ({ params, ctx }) => {
  await deleteRecord(ctx, 'laporan', params.id)
  return json({ message: 'Laporan berhasil dihapus!' })
})
