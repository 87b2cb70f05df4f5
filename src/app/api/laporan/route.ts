import { laporanRoutes } from '@/modules/laporan/laporan.form'

// GET /api/laporan: every report, newest created first (SPEC), or with ?page=&limit= (q, jenis,
// sort, dir) one page of them, its total in X-Total-Count. Public.
// POST /api/laporan: multipart judul, tanggal, jenis, file (PDF ≤ 2 MB). Administrator.
export const { GET, POST } = laporanRoutes.list
