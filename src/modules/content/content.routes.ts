import { contentType, type ContentTypeSlug, isContentTypeSlug } from '@/content-types'
import { adminRoute, publicRoute } from '@/lib/api-route'
import { notFound } from '@/lib/errors'
import { formFile, formText, json, readForm } from '@/lib/http'
import { pageResponse, wholeListResponse } from '@/lib/list-response'

import { readRecordListPage } from './content.list'
import {
  createRecord,
  deleteRecord,
  getRecordOrThrow,
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
function servedType(name: string): ContentTypeSlug {
  if (!isContentTypeSlug(name) || !contentType(name).form) throw notFound(API_NOT_FOUND)
  return name
}

/** The multipart form of a write: the type's fields (absent ones left out) and its file. */
async function formOf(request: Request, type: ContentTypeSlug) {
  const { fields, file } = contentType(type).form!
  const form = await readForm(request)
  const data = Object.fromEntries(
    fields.flatMap(({ name }) => (form.has(name) ? [[name, formText(form, name)]] : [])),
  )
  return { data, file: await formFile(form, file.name) }
}

type ListParams = { type: string }
type RecordParams = { type: string; key: string }

export const contentRoutes = {
  list: {
    GET: publicRoute<ListParams>(async ({ request, params, ctx }) => {
      const type = servedType(params.type)
      const url = new URL(request.url)
      const page = await readRecordListPage(ctx, type, url.searchParams)
      if (!page) {
        const stream = () => streamAllRecords(ctx, type)
        return wholeListResponse(request, ctx, type, stream, visibleTo(ctx, type))
      }
      return pageResponse(url, page.slice, page.list.limit)
    }),
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
