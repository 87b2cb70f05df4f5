import { adminRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { parseInput } from '@/lib/parse-input'
import { recordListRoute } from '@/modules/content/content.routes'
import { createRecord } from '@/modules/content/content.service'
import { newsFormInput } from '@/modules/news/news.form'
import { newsInputSchema } from '@/modules/news/news.schema'

// GET /api/news: every news item, newest dibuatPada first (SPEC), or with ?page=&limit=
// (q, kategori, sort, dir) one page of them, its total in X-Total-Count. Public.
export const GET = recordListRoute('news')

// POST /api/news: multipart judul, kategori, kutipan, isisatu, isidua, dibuatPada, thumbnail. Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  // Read in SPEC's order: the fields, the file, then the fields' rules.
  const input = newsFormInput(form)
  const file = await formFile(form, 'thumbnail')
  return json(await createRecord(ctx, 'news', parseInput(newsInputSchema, input), file), 201)
})
