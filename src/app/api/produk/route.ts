import { produkRoutes } from '@/modules/produk/produk.form'

// GET /api/produk: every product, newest first (SPEC), or with ?page=&limit= (q, sort, dir)
// one page of them, its total in X-Total-Count. Public.
// POST /api/produk: multipart judul, subJudul, deskripsi, thumbnail, keunggulan (JSON). Administrator.
export const { GET, POST } = produkRoutes.list
