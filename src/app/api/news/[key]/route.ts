import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { newsFormInput } from '@/modules/news/news.form'
import { deleteNews, getNewsBySlugOrThrow, updateNews } from '@/modules/news/news.service'

// SPEC 7 reads one item by slug but writes by _id, so this segment is one or the other.
type Params = { key: string }

// GET /api/news/{slug}: one news item. Public.
export const GET = publicRoute<Params>(async ({ params, ctx }) =>
  json(await getNewsBySlugOrThrow(ctx, params.key)),
)

// PUT /api/news/{_id}: the same multipart form; thumbnail optional. Administrator.
export const PUT = adminRoute<Params>(async ({ request, params, ctx }) => {
  const form = await readForm(request)
  return json(
    await updateNews(ctx, params.key, newsFormInput(form), await formFile(form, 'thumbnail')),
  )
})

// DELETE /api/news/{_id}: removes the item and its images. Administrator.
export const DELETE = adminRoute<Params>(async ({ params, ctx }) => {
  await deleteNews(ctx, params.key)
  return json({ message: 'Berita berhasil dihapus!' })
})
