import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { parseInput } from '@/lib/parse-input'
import { deleteRecord, getRecordOrThrow, updateRecord } from '@/modules/content/content.service'
import { newsFormInput } from '@/modules/news/news.form'
import { newsInputSchema } from '@/modules/news/news.schema'

// SPEC 7 reads one item by slug but writes by _id, so this segment is one or the other.
type Params = { key: string }

// GET /api/news/{slug}: one news item. Public.
export const GET = publicRoute<Params>(async ({ params, ctx }) =>
  json(await getRecordOrThrow(ctx, 'news', params.key)),
)

// PUT /api/news/{_id}: the same multipart form; thumbnail optional. Administrator.
export const PUT = adminRoute<Params>(async ({ request, params, ctx }) => {
  const form = await readForm(request)
  const input = newsFormInput(form)
  const file = await formFile(form, 'thumbnail')
  return json(await updateRecord(ctx, 'news', params.key, parseInput(newsInputSchema, input), file))
})

// DELETE /api/news/{_id}: removes the item and its images. Administrator.
export const DELETE = adminRoute<Params>(async ({ params, ctx }) => {
  await deleteRecord(ctx, 'news', params.key)
  return json({ message: 'Berita berhasil dihapus!' })
})
