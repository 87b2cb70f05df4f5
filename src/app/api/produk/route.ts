import { adminRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { parseInput } from '@/lib/parse-input'
import { recordListRoute } from '@/modules/content/content.routes'
import { createRecord } from '@/modules/content/content.service'
import { produkFormInput } from '@/modules/produk/produk.form'
import { produkInputSchema } from '@/modules/produk/produk.schema'

// GET /api/produk: every product, newest first (SPEC), or with ?page=&limit= (q, sort, dir)
// one page of them, its total in X-Total-Count. Public.
export const GET = recordListRoute('produk')

// POST /api/produk: multipart judul, subJudul, deskripsi, thumbnail, keunggulan (JSON). Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  // Read in SPEC's order: the fields, the file, then the fields' rules.
  const input = await produkFormInput(form)
  const file = await formFile(form, 'thumbnail')
  return json(await createRecord(ctx, 'produk', parseInput(produkInputSchema, input), file), 201)
})
