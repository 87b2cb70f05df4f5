import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { pageResponse, wholeListResponse } from '@/lib/list-response'
import { produkFormInput } from '@/modules/produk/produk.form'
import { readProdukListPage } from '@/modules/produk/produk.list'
import { createProduk, streamAllProduk } from '@/modules/produk/produk.service'

// GET /api/produk: every product, newest first (SPEC), or with ?page=&limit= (q, sort, dir)
// one page of them, its total in X-Total-Count. Public.
export const GET = publicRoute(async ({ request, ctx }) => {
  const url = new URL(request.url)
  const page = await readProdukListPage(ctx, url.searchParams)
  if (!page) return wholeListResponse(request, ctx, 'produk', () => streamAllProduk(ctx))
  return pageResponse(url, page.slice, page.list.limit)
})

// POST /api/produk: multipart judul, subJudul, deskripsi, thumbnail, keunggulan (JSON). Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  return json(
    await createProduk(ctx, await produkFormInput(form), await formFile(form, 'thumbnail')),
    201,
  )
})
