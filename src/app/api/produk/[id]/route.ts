import { adminRoute, publicRoute } from '@/lib/api-route'
import { formFile, json, readForm } from '@/lib/http'
import { parseInput } from '@/lib/parse-input'
import { deleteRecord, getRecordOrThrow, updateRecord } from '@/modules/content/content.service'
import { produkFormInput } from '@/modules/produk/produk.form'
import { produkInputSchema } from '@/modules/produk/produk.schema'

type Params = { id: string }

// GET /api/produk/{id}: one product. Public.
export const GET = publicRoute<Params>(async ({ params, ctx }) =>
  json(await getRecordOrThrow(ctx, 'produk', params.id)),
)

// PUT /api/produk/{id}: the create form plus icon-{index} files; thumbnail optional. Administrator.
export const PUT = adminRoute<Params>(async ({ request, params, ctx }) => {
  const form = await readForm(request)
  const input = await produkFormInput(form)
  const file = await formFile(form, 'thumbnail')
  return json(
    await updateRecord(ctx, 'produk', params.id, parseInput(produkInputSchema, input), file),
  )
})

// DELETE /api/produk/{id}: removes the product and its images. Administrator.
export const DELETE = adminRoute<Params>(async ({ params, ctx }) => {
  await deleteRecord(ctx, 'produk', params.id)
  return json({ message: 'Produk berhasil dihapus!' })
})
