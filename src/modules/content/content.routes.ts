import type { z } from 'zod'

import { contentType, type ContentTypeSlug, isContentTypeSlug, isServedType } from '@/content-types'
import { publicationSchema, publicationShape } from '@/content-types/publication'
import { adminRoute, publicRoute } from '@/lib/api-route'
import { notFound, unauthorized } from '@/lib/errors'
import { formFile, formText, json, readForm } from '@/lib/http'
import { pageResponse, wholeListResponse } from '@/lib/list-response'
import { parseInput } from '@/lib/parse-input'
import type { ServiceContext } from '@/lib/service-context'
import { richBodyInput } from '@/modules/richtext/richtext.schema'
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
 * /api/{type} for every type the registry serves whole. news, produk and laporan, whose forms
 * SPEC 7 gives, have folders of their own built by ownFormRoutes below (Next prefers a static
 * segment), so here they are unknown, as any other path is (app/api/[...rest]).
 */

const API_NOT_FOUND = 'Alamat API tidak ditemukan.'

/** The type a path names, when the registry serves it here; else the API's 404. */
function servedType(name: string): FileTypeSlug {
  if (!isContentTypeSlug(name) || !isServedType(contentType(name))) throw notFound(API_NOT_FOUND)
  // A served type has an upload rule, so its records carry a file.
  return name as FileTypeSlug
}

/** A served type the caller may read: a never-public one (media) only with a session. */
function readableType(name: string, ctx: ServiceContext): FileTypeSlug {
  const type = servedType(name)
  if (!contentType(type).public && !ctx.user) throw unauthorized()
  return type
}

/** The multipart form of a write: the type's fields (absent ones left out) and its file. */
async function formOf(request: Request, type: ContentTypeSlug) {
  const { fields, file } = contentType(type).form!
  const form = await readForm(request)
  const read = (name: string) => (form.has(name) ? formText(form, name) : undefined)
  const data = Object.fromEntries(
    fields.flatMap((field) =>
      field.kind === 'richtext'
        ? Object.entries(richBodyInput(read, field.name))
        : form.has(field.name)
          ? [[field.name, formText(form, field.name)]]
          : [],
    ),
  )
  return {
    data: parseFormInput(type, data),
    file: await formFile(form, file.name),
    publication: publicationOf(form),
  }
}

/** How a write publishes (content-types/publication.ts): its draft flag and schedule, if sent. */
function publicationOf(form: FormData) {
  const sent = Object.keys(publicationShape).flatMap((name) =>
    form.has(name) ? [[name, formText(form, name)]] : [],
  )
  return parseInput(publicationSchema, Object.fromEntries(sent))
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
  // A signed-in administrator also sees drafts, records outside their schedule or period, and
  // never-public types: that answer is theirs alone, never for a shared cache (nginx, a CDN, the
  // in-process replay) to hand a visitor.
  if (ctx.user) {
    response.headers.set('Cache-Control', 'private, no-store')
  }
  return response
}

/** How SPEC 7 writes a type with a form of its own: its fields, their rules and its file. */
type OwnForm<P extends string> = {
  /** The input of the multipart form (produk's advantages and their icon files, …). */
  read: (form: FormData) => unknown
  schema: z.ZodType<Record<string, unknown>>
  file: string
  /** The name of the record's path segment: /api/<type>/{param}. */
  param: P
}

/**
 * /api/<type> and /api/<type>/{param} of a type whose form SPEC 7 gives (news, produk, laporan):
 * the list, its one record, and the writes, `update` being its PUT (PATCH for reports).
 */
export function ownFormRoutes<P extends string>(
  type: FileTypeSlug,
  { read, schema, file, param }: OwnForm<P>,
) {
  type Params = Record<P, string>
  const input = async (request: Request) => {
    const form = await readForm(request)
    // In this order: the fields are read, then the file, then the fields' rules are checked.
    const fields = await read(form)
    const upload = await formFile(form, file)
    return { data: parseInput(schema, fields), upload, publication: publicationOf(form) }
  }
  return {
    list: {
      GET: publicRoute(({ request, ctx }) => listAnswer(request, ctx, type)),
      POST: adminRoute(async ({ request, ctx }) => {
        const { data, upload, publication } = await input(request)
        return json(await createRecord(ctx, type, data, upload, publication), 201)
      }),
    },
    record: {
      GET: publicRoute<Params>(async ({ params, ctx }) =>
        json(await getRecordOrThrow(ctx, type, params[param])),
      ),
      update: adminRoute<Params>(async ({ request, params, ctx }) => {
        const { data, upload, publication } = await input(request)
        return json(await updateRecord(ctx, type, params[param], data, upload, publication))
      }),
      DELETE: adminRoute<Params>(async ({ params, ctx }) => {
        await deleteRecord(ctx, type, params[param])
        return json({ message: contentType(type).messages.deleted })
      }),
    },
  }
}

type ListParams = { type: string }
type RecordParams = { type: string; key: string }

export const contentRoutes = {
  list: {
    GET: publicRoute<ListParams>(({ request, params, ctx }) =>
      listAnswer(request, ctx, readableType(params.type, ctx)),
    ),
    POST: adminRoute<ListParams>(async ({ request, params, ctx }) => {
      const type = servedType(params.type)
      const { data, file, publication } = await formOf(request, type)
      return json(await createRecord(ctx, type, data, file, publication), 201)
    }),
  },
  record: {
    GET: publicRoute<RecordParams>(async ({ params, ctx }) =>
      json(await getRecordOrThrow(ctx, readableType(params.type, ctx), params.key)),
    ),
    PUT: adminRoute<RecordParams>(async ({ request, params, ctx }) => {
      const type = servedType(params.type)
      const { data, file, publication } = await formOf(request, type)
      return json(await updateRecord(ctx, type, params.key, data, file, publication))
    }),
    DELETE: adminRoute<RecordParams>(async ({ params, ctx }) => {
      const type = servedType(params.type)
      await deleteRecord(ctx, type, params.key)
      return json({ message: contentType(type).messages.deleted })
    }),
  },
}
