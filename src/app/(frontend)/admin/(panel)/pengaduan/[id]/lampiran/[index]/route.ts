import { caseAttachmentRoute } from '@/modules/case-intake/attachment-route'
import { PENGADUAN_MESSAGES } from '@/modules/pengaduan/pengaduan.rules'
import { getPengaduanOrThrow } from '@/modules/pengaduan/pengaduan.service'

// GET /admin/pengaduan/{id}/lampiran/{n}: one attachment, as a download. Administrator.
export const GET = caseAttachmentRoute(getPengaduanOrThrow, PENGADUAN_MESSAGES.tidakDitemukan)
