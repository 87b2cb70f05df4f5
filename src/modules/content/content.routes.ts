import { contentType, type ContentTypeSlug, isContentTypeSlug, isServedType } from '@/content-types'
import { adminRoute, publicRoute } from '@/lib/api-route'
import { notFound } from '@/lib/errors'
import { formFile, formText, json, readForm } from '@/lib/http'
import { pageResponse, wholeListResponse } from '@/lib/list-response'
import type { ServiceContext } from '@/lib/payload'
import type { FileTypeSlug } from '@/modules/storage/file-store'

import { readRecordListPage } from './content.list'
import {
  createRecord,
  deleteRecord,
  getRecordOrThrow,
  parseFormInput,
  streamAllRecords,
  updateRecord,
  visibleTo,
} from './content.service'

/*
 * /api/{type} for every type the registry serves whole. news, produk and laporan keep routes
 * of their own folders (Next prefers a static segment), so here they are unknown, as any other
 * path is (app/api/[...rest]).
 */

const API_NOT_FOUND = 'Alamat API tidak ditemukan.'

/** The type a path names, when the registry serves it here; else the API's 404. */
function servedType(name: string): FileTypeSlug {
  if (!isContentTypeSlug(name) || !isServedType(contentType(name))) throw notFound(API_NOT_FOUND)
  // A served type has an upload rule, so its records carry a file.
  return name as FileTypeSlug
}

/** The multipart form of a write: the type's fields (absent ones left out) and its file. */
async function formOf(request: Request, type: ContentTypeSlug) {
  const { fields, file } = contentType(type).form!
  const form = await readForm(request)
  const data = Object.fromEntries(
    fields.flatMap(({ name }) => (form.has(name) ? [[name, formText(form, name)]] : [])),
  )
  return { data: parseFormInput(type, data), file: await formFile(form, file.name) }
}

/**
 * GET of a type's list (SPEC 7): SPEC's whole list without parameters, else the page a list
 * request asks for, read as the back-office reads it.
 */
async function listAnswer(request: Request, ctx: ServiceContext, type: ContentTypeSlug) {
  const url = new URL(request.url)
  const page = await readRecordListPage(ctx, type, url.searchParams)
  const response = page
    ? pageResponse(url, page.slice, page.list.limit)
    : await wholeListResponse(
        request,
        ctx,
        type,
        () => streamAllRecords(ctx, type),
        visibleTo(ctx, type),
      )
  // A signed-in administrator also sees records outside their period: that answer is theirs
  // alone, never for a shared cache (nginx, a CDN, the in-process replay) to hand a visitor.
  if (ctx.user && contentType(type).public?.window) {
    response.headers.set('Cache-Control', 'private, no-store')
  }
  return response
}

/** GET /api/<type> of a type whose other routes are its own (news, produk, laporan). */
export const recordListRoute = (type: ContentTypeSlug) =>
  publicRoute(({ request, ctx }) => listAnswer(request, ctx, type))

type ListParams = { type: string }
type RecordParams = { type: string; key: string }

export const contentRoutes = {
  list: {
    GET: publicRoute<ListParams>(({ request, params, ctx }) =>
      listAnswer(request, ctx, servedType(params.type)),
    ),
    POST: adminRoute<ListParams>(async ({ request, params, ctx }) => {
      const type = servedType(params.type)
      const { data, file } = await formOf(request, type)
      return json(await createRecord(ctx, type, data, file), 201)
    }),
  },
  record: {
    GET: publicRoute<RecordParams>(async ({ params, ctx }) =>
      json(await getRecordOrThrow(ctx, servedType(params.type), params.key)),
    ),
    PUT: adminRoute<RecordParams>(async ({ request, params, ctx }) => {
      const type = servedType(params.type)
      const { data, file } = await formOf(request, type)
      return json(await updateRecord(ctx, type, params.key, data, file))
    }),
    DELETE: adminRoute<RecordParams>(async ({ params, ctx }) => {
      const type = servedType(params.type)
      await deleteRecord(ctx, type, params.key)
      return json({ message: contentType(type).messages.deleted })
    }),
  },
}
