import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { newsFormInput } from '@/modules/news/news.form'
import { createNews, listNews } from '@/modules/news/news.service'

// GET /api/news: every news item, newest dibuatPada first. Public.
export const GET = publicRoute(async ({ ctx }) => json(await listNews(ctx)))

// POST /api/news: multipart judul, kategori, kutipan, isisatu, isidua, dibuatPada, thumbnail. Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  return json(await createNews(ctx, newsFormInput(form), await formFile(form, 'thumbnail')), 201)
})
