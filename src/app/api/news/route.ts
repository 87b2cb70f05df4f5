import { adminRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { cachedResponse } from '@/lib/public-response'
import { newsFormInput } from '@/modules/news/news.form'
import { createNews } from '@/modules/news/news.service'
import { publicListJson } from '@/modules/site/public-content'

// GET /api/news: every news item, newest dibuatPada first. Public, served from the
// shared cache: serialised once per change, with an ETag.
export const GET = (request: Request) =>
  cachedResponse(request, publicListJson.news, 'application/json')

// POST /api/news: multipart judul, kategori, kutipan, isisatu, isidua, dibuatPada, thumbnail. Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  return json(await createNews(ctx, newsFormInput(form), await formFile(form, 'thumbnail')), 201)
})
