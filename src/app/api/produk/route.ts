import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { produkFormInput } from '@/modules/produk/produk.form'
import { createProduk, listProduk } from '@/modules/produk/produk.service'

// GET /api/produk: every product, newest first. Public.
export const GET = publicRoute(async ({ ctx }) => json(await listProduk(ctx)))

// POST /api/produk: multipart judul, subJudul, deskripsi, thumbnail, keunggulan (JSON). Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  return json(
    await createProduk(ctx, await produkFormInput(form), await formFile(form, 'thumbnail')),
    201,
  )
})
