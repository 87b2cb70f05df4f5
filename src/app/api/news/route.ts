import { recordListRoute } from '@/modules/content/content.routes'
import { adminRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { newsFormInput } from '@/modules/news/news.form'
import { createNews } from '@/modules/news/news.service'

// GET /api/news: every news item, newest dibuatPada first (SPEC), or with ?page=&limit=
// (q, kategori, sort, dir) one page of them, its total in X-Total-Count. Public.
export const GET = recordListRoute('news')

// POST /api/news: multipart judul, kategori, kutipan, isisatu, isidua, dibuatPada, thumbnail. Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  return json(await createNews(ctx, newsFormInput(form), await formFile(form, 'thumbnail')), 201)
})
