import { adminRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { parseInput } from '@/lib/parse-input'
import { recordListRoute } from '@/modules/content/content.routes'
import { createRecord } from '@/modules/content/content.service'
import { laporanFormInput } from '@/modules/laporan/laporan.form'
import { laporanInputSchema } from '@/modules/laporan/laporan.schema'

// GET /api/laporan: every report, newest created first (SPEC), or with ?page=&limit= (q, jenis,
// sort, dir) one page of them, its total in X-Total-Count. Public.
export const GET = recordListRoute('laporan')

// POST /api/laporan: multipart judul, tanggal, jenis, file (PDF ≤ 2 MB). Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  // Read in SPEC's order: the fields, the file, then the fields' rules.
  const input = laporanFormInput(form)
  const file = await formFile(form, 'file')
  return json(await createRecord(ctx, 'laporan', parseInput(laporanInputSchema, input), file), 201)
})
