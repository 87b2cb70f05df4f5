import { newsRoutes } from '@/modules/news/news.form'

// GET /api/news/{slug}: one news item. Public.
// PUT /api/news/{_id}: the same multipart form; thumbnail optional. Administrator.
// DELETE /api/news/{_id}: removes the item and its images. Administrator.
export const { GET, DELETE } = newsRoutes.record
export const PUT = newsRoutes.record.update
