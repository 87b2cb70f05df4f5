import { produkRoutes } from '@/modules/produk/produk.form'

// GET /api/produk/{id}: one product. Public.
// PUT /api/produk/{id}: the create form plus icon-{index} files; thumbnail optional. Administrator.
// DELETE /api/produk/{id}: removes the product and its images. Administrator.
export const { GET, DELETE } = produkRoutes.record
export const PUT = produkRoutes.record.update
