import { laporanRoutes } from '@/modules/laporan/laporan.form'

// GET /api/laporan/{id}: one report. Public.
// PATCH /api/laporan/{id}: the same multipart form; without a file the old PDF stays. Administrator.
// DELETE /api/laporan/{id}: removes the report and its PDF. Administrator.
export const { GET, DELETE } = laporanRoutes.record
export const PATCH = laporanRoutes.record.update
