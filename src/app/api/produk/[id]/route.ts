import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { produkFormInput } from '@/modules/produk/produk.form'
import { deleteProduk, getProdukOrThrow, updateProduk } from '@/modules/produk/produk.service'

type Params = { id: string }

// GET /api/produk/{id}: one product. Public.
export const GET = publicRoute<Params>(async ({ params, ctx }) =>
  json(await getProdukOrThrow(ctx, params.id)),
)

// PUT /api/produk/{id}: the create form plus icon-{index} files; thumbnail optional. Administrator.
export const PUT = adminRoute<Params>(async ({ request, params, ctx }) => {
  const form = await readForm(request)
  return json(
    await updateProduk(
      ctx,
      params.id,
      await produkFormInput(form),
      await formFile(form, 'thumbnail'),
    ),
  )
})

// DELETE /api/produk/{id}: removes the product and its images. Administrator.
export const DELETE = adminRoute<Params>(async ({ params, ctx }) => {
  await deleteProduk(ctx, params.id)
  return json({ message: 'Produk berhasil dihapus!' })
})
