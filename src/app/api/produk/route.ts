import { recordListRoute } from '@/modules/content/content.routes'
import { adminRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { produkFormInput } from '@/modules/produk/produk.form'
import { createProduk } from '@/modules/produk/produk.service'

// GET /api/produk: every product, newest first (SPEC), or with ?page=&limit= (q, sort, dir)
// one page of them, its total in X-Total-Count. Public.
export const GET = recordListRoute('produk')

// POST /api/produk: multipart judul, subJudul, deskripsi, thumbnail, keunggulan (JSON). Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  return json(
    await createProduk(ctx, await produkFormInput(form), await formFile(form, 'thumbnail')),
    201,
  )
})
