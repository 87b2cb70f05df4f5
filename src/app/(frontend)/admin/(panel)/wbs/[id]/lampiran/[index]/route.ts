import { caseAttachmentRoute } from '@/modules/case-intake/attachment-route'
import { WBS_MESSAGES } from '@/modules/whistleblowing/whistleblowing.rules'
import { getReportOrThrow } from '@/modules/whistleblowing/whistleblowing.service'

// GET /admin/wbs/{id}/lampiran/{n}: one attachment, as a download. Officers only.
export const GET = caseAttachmentRoute(getReportOrThrow, WBS_MESSAGES.tidakDitemukan)
