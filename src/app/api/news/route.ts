import { newsRoutes } from '@/modules/news/news.form'

// GET /api/news: every news item, newest dibuatPada first (SPEC), or with ?page=&limit=
// (q, kategori, sort, dir) one page of them, its total in X-Total-Count. Public.
// POST /api/news: multipart judul, kategori, kutipan, isisatu, isidua, dibuatPada, thumbnail. Administrator.
export const { GET, POST } = newsRoutes.list
