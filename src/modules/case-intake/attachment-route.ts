import { contextFromRequest } from '@/lib/api-route'
import { errorResponse, json } from '@/lib/http'
import type { ServiceContext } from '@/lib/service-context'

import { attachmentResponse, readFile } from './case-files'

type Context = { params: Promise<{ id: string; index: string }> }
type CaseFiles = { lampiran?: { kunci: string; nama: string; mime: string }[] | null }

/**
 * GET of a case's attachment by its place in the list, as a download, for the staff screens: the
 * case is read as the caller, so its register's access decides who may have the file.
 */
export function caseAttachmentRoute(
  readCase: (ctx: ServiceContext, id: string) => Promise<CaseFiles>,
  notFound: string,
) {
  return async function GET(request: Request, { params }: Context) {
    try {
      const ctx = await contextFromRequest(request)
      if (!ctx.user) return json({ error: 'Sesi tidak valid. Silakan login kembali.' }, 401)
      const { id, index } = await params
      const doc = await readCase(ctx, id)
      const file = /^\d{1,2}$/.test(index) ? doc.lampiran?.[Number(index)] : undefined
      if (!file) return json({ error: notFound }, 404)
      return attachmentResponse(file, await readFile(file.kunci))
    } catch (error) {
      return errorResponse(error)
    }
  }
}
