import { adminRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { cachedResponse } from '@/lib/public-response'
import { produkFormInput } from '@/modules/produk/produk.form'
import { createProduk } from '@/modules/produk/produk.service'
import { publicListJson } from '@/modules/site/public-content'

// GET /api/produk: every product, newest first. Public, served from the
// shared cache: serialised once per change, with an ETag.
export const GET = (request: Request) =>
  cachedResponse(request, publicListJson.produk, 'application/json')

// POST /api/produk: multipart judul, subJudul, deskripsi, thumbnail, keunggulan (JSON). Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  return json(
    await createProduk(ctx, await produkFormInput(form), await formFile(form, 'thumbnail')),
    201,
  )
})
