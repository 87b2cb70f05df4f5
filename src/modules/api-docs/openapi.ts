import { z } from 'zod'

import { allContentTypes, contentTypes, isServedType } from '@/content-types'
import { schemaFromFields } from '@/content-types/form-fields'
import { STATUSES } from '@/content-types/publication'
import { richName } from '@/modules/richtext/richtext.schema'
import { API_PAGE_DEFAULT, API_PAGE_MAX, API_QUERY_MAX } from '@/lib/list-query'
import {
  confirmSchema,
  ownEmailSchema,
  createAccountSchema,
  officerSchema,
  setActiveSchema,
} from '@/modules/accounts/accounts.schema'
import {
  changePasswordSchema,
  loginSchema,
  loginVerifySchema,
  totpCodeSchema,
  totpDisableSchema,
} from '@/modules/auth/auth.schema'
import { forgotPasswordSchema, resetPasswordSchema } from '@/modules/auth/password-reset.schema'
import { JENIS_LAPORAN } from '@/modules/laporan/laporan.rules'
import { KATEGORI_NEWS } from '@/modules/news/news.rules'
import {
  SEARCH_LIMIT_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_MAX,
} from '@/modules/search/search.rules'

import {
  accountAnswer,
  accountChangedAnswer,
  accountListAnswer,
  loginChallengeAnswer,
  loginVerifyAnswer,
  logoutOthersAnswer,
  ownEmailAnswer,
  recoveryCodesAnswer,
  sessionAnswer,
  sessionListAnswer,
  temporaryPasswordAnswer,
  totpSetupAnswer,
} from './account-answer.schema'
import { accountPaths, loginChallenge } from './account-paths'
import { bagiHasilMonthAnswer, tingkatBagiHasilAnswer } from './bagi-hasil.schema'
import { privasiAnswer } from './privasi.schema'
import { privasiInputSchema } from '@/modules/privasi/privasi.schema'
import { siteImageAnswer, siteImageForm, siteLookAnswer } from './site-look.schema'
import { bagiHasilMonthSchema } from '@/modules/bagi-hasil/bagi-hasil.schema'
import { siteLookInputSchema } from '@/modules/site-look/site-look.schema'
import {
  errorAnswer,
  imageSet,
  laporanAnswer,
  loginAnswer,
  messageAnswer,
  newsAnswer,
  produkAnswer,
  withPublication,
  richAnswer,
  seoAnswer,
  richNode,
  refreshAnswer,
  searchAnswer,
} from './answer.schema'
import {
  acceptsMissing,
  ICON_FILE_PATTERN,
  iconFile,
  laporanCreateForm,
  laporanUpdateForm,
  newsCreateForm,
  newsUpdateForm,
  produkForm,
  publicationFields,
} from './request.schema'
import {
  type ErrorStatus,
  errorResponses,
  idParam,
  type Json,
  operation,
  ref,
  setCookie,
} from './operation'

/** The types /api/{type} serves from the registry (public content-types with a `form`). */
const servedTypes = allContentTypes().filter(isServedType)
const schemaId = (type: (typeof servedTypes)[number]) => type.labels.singular.replace(/\W/g, '')

const PLAIN_BODY =
  'Plain text of the rich body beside it: one paragraph per block, separated by blank lines'

/** A served type's record as its answers carry it: its form's fields plus what the server adds. */
const recordAnswer = ({ form, readBy }: (typeof servedTypes)[number]) =>
  z.object({
    _id: z.string(),
    ...(readBy === 'slug' && { slug: z.string() }),
    ...Object.fromEntries(
      form.fields.flatMap((field): [string, z.ZodType][] =>
        field.kind === 'richtext'
          ? [
              [field.name, z.string().meta({ description: PLAIN_BODY })],
              [richName(field.name), richAnswer],
            ]
          : [
              [
                field.name,
                field.kind === 'relations'
                  ? z.array(z.string()).meta({ description: `Ids of ${field.to} records` })
                  : field.kind === 'datetime'
                    ? z.iso.datetime()
                    : field.kind === 'percent'
                      ? z.number().int().min(0).max(100)
                      : field.kind === 'seo'
                        ? seoAnswer
                        : z.string(),
              ],
            ],
      ),
    ),
    ...form.answerExtras,
    [form.file.name]: imageSet.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })

/** A served type's multipart form: the schema /api/{type} parses, plus its file. */
const recordForm = ({ form, upload, public: site }: (typeof servedTypes)[number]) =>
  schemaFromFields(form.fields).extend({
    // Drafts and schedules are a public type's (a never-public one, media, has neither).
    ...(site && publicationFields),
    [form.file.name]: z
      .file()
      .mime(upload.mimeTypes)
      .max(upload.maxBytes)
      .optional()
      .meta({ description: `${form.file.hint} Required when adding; judged by its bytes` }),
  })

/** JSON Schemas of the given zod schemas, each under its id, referring to one another by $ref. */
function toSchemas(entries: Record<string, z.ZodType>, io: 'input' | 'output') {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(entries)) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, {
    io,
    uri: (id) => `#/components/schemas/${id}`,
    // A file has no JSON form; zod still names it a binary string, which is what multipart sends.
    unrepresentable: 'any',
  })
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema as Json]),
  )
}

const answerSchemas = toSchemas(
  {
    Error: errorAnswer,
    Message: messageAnswer,
    ImageSet: imageSet,
    Laporan: withPublication(laporanAnswer),
    News: withPublication(newsAnswer),
    Produk: withPublication(produkAnswer),
    LoginResult: loginAnswer,
    RefreshResult: refreshAnswer,
    SearchResult: searchAnswer,
    RichBody: richAnswer,
    RichNode: richNode,
    ...Object.fromEntries(
      servedTypes.map((type) => [schemaId(type), withPublication(recordAnswer(type))]),
    ),
    LoginChallenge: loginChallengeAnswer,
    LoginVerifyResult: loginVerifyAnswer,
    TotpSetup: totpSetupAnswer,
    RecoveryCodes: recoveryCodesAnswer,
    Account: accountAnswer,
    AccountList: accountListAnswer,
    AccountChanged: accountChangedAnswer,
    AccountWithTemporaryPassword: temporaryPasswordAnswer,
    Session: sessionAnswer,
    SessionList: sessionListAnswer,
    LogoutOthersResult: logoutOthersAnswer,
    OwnEmailResult: ownEmailAnswer,
    SiteImage: siteImageAnswer,
    SiteLook: siteLookAnswer,
    TingkatBagiHasil: tingkatBagiHasilAnswer,
    BagiHasilMonth: bagiHasilMonthAnswer,
    KebijakanPrivasi: privasiAnswer,
  },
  'output',
)

const forms = {
  LaporanCreateForm: laporanCreateForm,
  LaporanUpdateForm: laporanUpdateForm,
  NewsCreateForm: newsCreateForm,
  NewsUpdateForm: newsUpdateForm,
  ProdukForm: produkForm,
  LoginRequest: loginSchema,
  ChangePasswordRequest: changePasswordSchema,
  ...Object.fromEntries(servedTypes.map((type) => [`${schemaId(type)}Form`, recordForm(type)])),
  LoginVerifyRequest: loginVerifySchema,
  TotpCodeRequest: totpCodeSchema,
  TotpDisableRequest: totpDisableSchema,
  AccountCreateRequest: createAccountSchema,
  AccountActiveRequest: setActiveSchema,
  AccountOfficerRequest: officerSchema,
  ConfirmPasswordRequest: confirmSchema,
  OwnEmailRequest: ownEmailSchema,
  ForgotPasswordRequest: forgotPasswordSchema,
  ResetPasswordRequest: resetPasswordSchema,
  SiteImageForm: siteImageForm,
  SiteLookRequest: siteLookInputSchema,
  BagiHasilMonthRequest: bagiHasilMonthSchema,
  KebijakanPrivasiRequest: privasiInputSchema,
}

/**
 * Input schemas, with `required` as the parser sees it: a field the schema fills in when missing
 * (jenis defaults to Transparansi) is not required, whatever zod's converter says.
 */
function requestSchemas() {
  const schemas = toSchemas(forms, 'input')
  for (const [id, form] of Object.entries(forms)) {
    const required = Object.entries(form.shape)
      .filter(([, field]) => !acceptsMissing(field as z.ZodType))
      .map(([key]) => key)
    schemas[id] = { ...schemas[id], required }
  }
  schemas.ProdukForm = {
    ...schemas.ProdukForm,
    patternProperties: {
      [ICON_FILE_PATTERN]: z.toJSONSchema(iconFile, { unrepresentable: 'any' }),
    },
  }
  return schemas
}

const WRITE_ERRORS: ErrorStatus[] = [400, 401, 403, 413, 503]
const ITEM_WRITE_ERRORS: ErrorStatus[] = [400, 401, 403, 404, 413, 503]

const query = (name: string, description: string, schema: Json): Json => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
})

const stringEnum = (values: readonly string[]): Json => ({ type: 'string', enum: [...values] })

/** The paging and filter parameters every public list takes (src/lib/list-query.ts). */
function listParameters(sorts: string[], filters: Json[]): Json[] {
  return [
    query('page', 'Page number, from 1. With `page` or `limit` the answer is one page.', {
      type: 'integer',
      minimum: 1,
    }),
    query('limit', `Records per page (default ${API_PAGE_DEFAULT}).`, {
      type: 'integer',
      minimum: 1,
      maximum: API_PAGE_MAX,
    }),
    query('q', 'Case-insensitive substring of the title.', {
      type: 'string',
      maxLength: API_QUERY_MAX,
    }),
    ...filters,
    query(
      'status',
      "Signed-in administrator only: records in this state now (a visitor's list holds only published records inside their schedule).",
      stringEnum(STATUSES),
    ),
    query(
      'sort',
      "A column of the back-office's table; default: the list's own order.",
      stringEnum(sorts),
    ),
    query('dir', 'Direction of `sort` (default desc).', stringEnum(['asc', 'desc'])),
    { name: 'If-None-Match', in: 'header', schema: { type: 'string' } },
  ]
}

/**
 * A public list: SPEC's whole array (streamed; an ETag of the collection's version, 304 on
 * If-None-Match), or, when any paging or filter parameter is given, one page of it with its
 * total in X-Total-Count and its neighbours in Link.
 */
function publicList(
  tag: string,
  summary: string,
  sorts: object,
  filters: Json[] = [],
  admin = false,
): Json {
  return {
    summary,
    description:
      "Without parameters: every record, as SPEC's list. With `page`, `limit`, `q`, a filter or `sort`: one page, newest first unless `sort` says otherwise; `X-Total-Count` holds the number of matching records and `Link` the `next` and `prev` pages.",
    tags: [tag],
    security: admin ? [{ sessionCookie: [] }, { bearerAuth: [] }] : [],
    parameters: listParameters(Object.keys(sorts), filters),
    responses: {
      200: {
        description: 'The whole list, or the page asked for',
        headers: {
          'Cache-Control': { schema: { type: 'string' } },
          ETag: { description: 'The whole list only', schema: { type: 'string' } },
          'X-Total-Count': {
            description: 'A page only: how many records match',
            schema: { type: 'integer' },
          },
          Link: {
            description: 'A page only: `<…>; rel="next"`, `<…>; rel="prev"`',
            schema: { type: 'string' },
          },
        },
        content: { 'application/json': { schema: { type: 'array', items: ref(tag) } } },
      },
      304: { description: 'The client already holds this version (If-None-Match)' },
      400: { $ref: '#/components/responses/E400' },
      ...(admin && { 401: { $ref: '#/components/responses/E401' } }),
      503: { $ref: '#/components/responses/E503' },
      500: { $ref: '#/components/responses/E500' },
    },
  }
}

const deleted = (what: string) => ({
  description: `${what} and its files removed`,
  schema: ref('Message'),
})

/*
 * The writes and the read of one record of laporan, news and produk: the same route wrappers
 * answer them (src/lib/api-route.ts), so they answer alike. The tag names the record's schema.
 */
const multipart = (form: string) => ({ type: 'multipart/form-data' as const, schema: form })

const createRecord = (tag: string, summary: string, form: string) =>
  operation({
    admin: true,
    tag,
    summary,
    body: multipart(form),
    ok: { status: 201, description: 'Created', schema: ref(tag) },
    errors: WRITE_ERRORS,
  })

const readRecord = (tag: string, summary: string, description: string, admin = false) =>
  operation({
    admin,
    tag,
    summary,
    ok: { description, schema: ref(tag) },
    errors: admin ? [400, 401, 404, 503] : [400, 404, 503],
  })

const changeRecord = (tag: string, summary: string, form: string) =>
  operation({
    admin: true,
    tag,
    summary,
    body: multipart(form),
    ok: { description: 'Changed', schema: ref(tag) },
    errors: ITEM_WRITE_ERRORS,
  })

const deleteRecord = (tag: string, summary: string, what: string) =>
  operation({
    admin: true,
    tag,
    summary,
    ok: deleted(what),
    errors: [400, 401, 403, 404, 409, 503],
  })

/** /api/{type} and /api/{type}/{key} of a type the registry serves (modules/content). */
function servedTypePaths(type: (typeof servedTypes)[number]): [string, Json][] {
  const tag = schemaId(type)
  const form = `${tag}Form`
  const what = type.labels.singular
  const key = type.readBy === 'slug' ? 'slug' : '_id'
  // A never-public type (media) is read by administrators only.
  const admin = !type.public
  const every = admin ? `Every ${what}` : `Every ${what} shown now`
  return [
    [
      `/api/${type.slug}`,
      {
        get: publicList(tag, `${every}, or one page of them`, type.list.sorts, [], admin),
        post: createRecord(tag, `Add a ${what}`, form),
      },
    ],
    [
      `/api/${type.slug}/{key}`,
      {
        parameters: [
          {
            name: 'key',
            in: 'path',
            required: true,
            description: `GET: the record's ${key}. PUT and DELETE: its _id.`,
            schema: { type: 'string' },
          },
        ],
        get: readRecord(tag, `One ${what}, by ${key}`, 'The record', admin),
        put: changeRecord(tag, `Change a ${what}, by _id; its file optional`, form),
        delete: deleteRecord(tag, `Delete a ${what} and its files, by _id`, what),
      },
    ],
  ]
}

function paths(): Json {
  const session = { admin: true, tag: 'Auth' }
  const signOut = (summary: string) =>
    operation({
      ...session,
      summary,
      ok: { description: 'Signed out', schema: ref('Message'), headers: setCookie },
      errors: [401, 403, 503],
    })
  return {
    '/api/auth/login': {
      post: operation({
        summary: 'Sign in',
        tag: 'Auth',
        description:
          'JSON only. Throttled: 5 tries per account and address, 20 per address, per 10 minutes. An account with a second factor, a temporary password, or none under ADMIN_2FA=required gets a challenge (202) instead of the session.',
        body: { type: 'application/json', schema: 'LoginRequest' },
        ok: {
          description: 'Signed in; the cookie is set too',
          schema: ref('LoginResult'),
          headers: setCookie,
        },
        also: [loginChallenge],
        errors: [400, 401, 403, 413, 429, 503],
      }),
    },
    ...accountPaths(),
    '/api/gambar-situs': {
      post: operation({
        ...session,
        tag: 'Tampilan Situs',
        summary:
          'Upload a site picture (a banner, a slide, a portrait, the chart) with its alt text',
        description:
          'Stored with its WebP renditions (640 and 1280 px wide, its shape kept); PUT /api/tampilan-situs then points at it by id.',
        body: { type: 'multipart/form-data', schema: 'SiteImageForm' },
        ok: { status: 201, description: 'The stored picture', schema: ref('SiteImage') },
        errors: WRITE_ERRORS,
      }),
    },
    '/api/tampilan-situs': {
      put: operation({
        ...session,
        tag: 'Tampilan Situs',
        summary:
          "Save the site's pictures and texts: hero banners, slides, management, chart, social links, announcement",
        description:
          'The whole state, as this call answers it, with each picture as { id, alt } (an alt text that differs is saved on the picture). Every public page shows the change within about 2 s.',
        body: { type: 'application/json', schema: 'SiteLookRequest' },
        ok: { description: 'The saved state', schema: ref('SiteLook') },
        errors: WRITE_ERRORS,
      }),
    },
    '/api/tingkat-bagi-hasil': {
      get: operation({
        tag: 'Tingkat Bagi Hasil',
        summary:
          'The current nisbah and the last 12 months of realised equivalent rates of each mudharabah deposit and tenor',
        description:
          'As /tingkat-bagi-hasil shows them. A profit share is not fixed: past rates do not promise future ones.',
        ok: { description: 'The rates', schema: ref('TingkatBagiHasil') },
        errors: [503],
      }),
      put: operation({
        admin: true,
        tag: 'Tingkat Bagi Hasil',
        summary: "Save one month's rates: its rows replace that month's; other months stay",
        description:
          'Each row: a mudharabah simpanan product, a tenor in months (0 for savings), the nisbah nasabah : bank as whole numbers adding up to 100, and the equivalent rate p.a. between 0 and 30 % with at most two decimals. A month after the current one (WIB) is refused.',
        body: { type: 'application/json', schema: 'BagiHasilMonthRequest' },
        ok: { description: 'The month as saved', schema: ref('BagiHasilMonth') },
        errors: WRITE_ERRORS,
      }),
    },
    '/api/kebijakan-privasi': {
      get: operation({
        tag: 'Kebijakan Privasi',
        summary: 'The privacy notice in force, its version and since when',
        description: 'As /kebijakan-privasi shows it, before its placeholders are filled.',
        ok: { description: 'The notice', schema: ref('KebijakanPrivasi') },
        errors: [404, 503],
      }),
      post: operation({
        admin: true,
        tag: 'Kebijakan Privasi',
        summary: 'Save a new version of the privacy notice, in force at once',
        description:
          'Versions are never changed or deleted: each stored consent (an inquiry, a complaint) keeps `versiKebijakanPrivasi`, the version in force when it was sent. A text equal to the one in force is refused.',
        body: { type: 'application/json', schema: 'KebijakanPrivasiRequest' },
        ok: { status: 201, description: 'The new version', schema: ref('KebijakanPrivasi') },
        errors: WRITE_ERRORS,
      }),
    },
    '/api/auth/logout': {
      post: signOut('Sign out: the session is revoked on the server and the cookie cleared'),
    },
    '/api/auth/auto-logout': {
      post: signOut("The idle timer's sign-out; answers as logout"),
    },
    '/api/auth/refresh': {
      post: operation({
        ...session,
        summary: 'Keep the session alive 15 more minutes',
        ok: {
          description: 'A fresh token; the cookie is renewed',
          schema: ref('RefreshResult'),
          headers: setCookie,
        },
        errors: [401, 403, 503],
      }),
    },
    '/api/auth/change-password': {
      patch: operation({
        ...session,
        summary: 'Change the password (checks the current one; other sessions end)',
        description: 'At least 12 characters and not a commonly used password.',
        body: { type: 'application/json', schema: 'ChangePasswordRequest' },
        ok: { description: 'Changed', schema: ref('Message') },
        errors: [400, 401, 403, 413, 429, 503],
      }),
    },
    '/api/laporan': {
      get: publicList(
        'Laporan',
        'Every report, newest created first, or one page of them',
        contentTypes.laporan.list.sorts,
        [query('jenis', 'Only reports of this jenis.', stringEnum(JENIS_LAPORAN))],
      ),
      post: createRecord('Laporan', 'Add a report', 'LaporanCreateForm'),
    },
    '/api/laporan/{id}': {
      parameters: [idParam("The report's _id")],
      get: readRecord('Laporan', 'One report', 'The report'),
      patch: changeRecord(
        'Laporan',
        'Change a report; without a file the stored PDF stays',
        'LaporanUpdateForm',
      ),
      delete: deleteRecord('Laporan', 'Delete a report and its PDF', 'Report'),
    },
    '/api/news': {
      get: publicList(
        'News',
        'Every news item, newest dibuatPada first, or one page of them',
        contentTypes.news.list.sorts,
        [query('kategori', 'Only news of this category.', stringEnum(KATEGORI_NEWS))],
      ),
      post: createRecord('News', 'Add a news item', 'NewsCreateForm'),
    },
    '/api/news/{key}': {
      parameters: [
        {
          name: 'key',
          in: 'path',
          required: true,
          description:
            "GET: the item's slug. PUT and DELETE: its _id (SPEC 7 reads by slug, writes by id).",
          schema: { type: 'string' },
        },
      ],
      get: readRecord('News', 'One news item, by slug', 'The item'),
      put: changeRecord('News', 'Change a news item, by _id; thumbnail optional', 'NewsUpdateForm'),
      delete: deleteRecord('News', 'Delete a news item and its images, by _id', 'News item'),
    },
    '/api/produk': {
      get: publicList(
        'Produk',
        'Every product, newest first, or one page of them',
        contentTypes.produk.list.sorts,
      ),
      post: createRecord('Produk', 'Add a product', 'ProdukForm'),
    },
    '/api/produk/{id}': {
      parameters: [idParam("The product's _id")],
      get: readRecord('Produk', 'One product', 'The product'),
      put: changeRecord(
        'Produk',
        'Change a product; thumbnail optional; icons may come as icon-{index} files',
        'ProdukForm',
      ),
      delete: deleteRecord('Produk', 'Delete a product and its images', 'Product'),
    },
    ...Object.fromEntries(servedTypes.flatMap(servedTypePaths)),
    '/api/cari': {
      get: operation({
        tag: 'Cari',
        summary: 'Search products, news, reports and profile pages, best match first',
        description: `Indonesian words match their other forms (pembiayaan finds biaya and dibiayai); the last word also matches as a prefix; words in double quotes match as a phrase. A page with every word in its title comes before one with them only in its text; within each, newer first. Only the first ${SEARCH_RESULTS_MAX} results can be paged to; a page past them is empty. Any other character is ignored.`,
        parameters: [
          {
            name: 'q',
            in: 'query',
            description: 'The words sought; empty gives an empty list',
            schema: { type: 'string', maxLength: SEARCH_QUERY_MAX },
          },
          {
            name: 'page',
            in: 'query',
            schema: { type: 'integer', minimum: 1, default: 1 },
          },
          {
            name: 'limit',
            in: 'query',
            schema: {
              type: 'integer',
              minimum: 1,
              maximum: SEARCH_LIMIT_MAX,
              default: SEARCH_PAGE_SIZE,
            },
          },
        ],
        ok: {
          description: 'One page of results',
          schema: { type: 'array', items: ref('SearchResult') },
          headers: {
            'X-Total-Count': {
              schema: { type: 'integer' },
              description: `How many results there are in all, counted up to ${SEARCH_RESULTS_MAX}`,
            },
          },
        },
        errors: [400, 503],
      }),
    },
    '/api/openapi.json': {
      get: {
        summary: 'This document',
        tags: ['Dokumentasi'],
        security: [],
        responses: { 200: { description: 'OpenAPI 3.1', content: { 'application/json': {} } } },
      },
    },
    '/api/docs': {
      get: {
        summary: 'This document as a readable page',
        tags: ['Dokumentasi'],
        security: [],
        responses: { 200: { description: 'HTML', content: { 'text/html': {} } } },
      },
    },
  }
}

/** The OpenAPI 3.1 contract of /api (SPEC 7), built from the schemas the handlers use. */
export function buildOpenApiDocument(): Json {
  return {
    openapi: '3.1.1',
    info: {
      title: 'API Situs BPRS',
      version: '1.0.0',
      description:
        'The REST API of the bank\'s website (SPEC 7). Answers are JSON; errors are `{ "error": "<pesan>" }` with an Indonesian message. GET calls are public; every other call needs a session: the cookie set by login or `Authorization: Bearer <token>`. State changes from another site\'s page are refused (403). File URLs are relative to the site. Any other path under /api answers 404 with the same error shape.',
    },
    tags: [
      { name: 'Auth', description: 'Sessions, the password and the second factor' },
      { name: 'Administrator', description: 'The administrator accounts' },
      { name: 'Laporan', description: 'Published reports (PDF)' },
      { name: 'News', description: 'News items' },
      { name: 'Produk', description: 'Products and their advantages' },
      { name: 'Cari', description: 'Site-wide search' },
      { name: 'Tampilan Situs', description: "The site's own pictures and texts" },
      { name: 'Dokumentasi', description: 'This contract' },
    ],
    paths: paths(),
    components: {
      schemas: { ...answerSchemas, ...requestSchemas() },
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([status, response]) => [`E${status}`, response]),
      ),
      securitySchemes: {
        // Payload's default cookie prefix, "payload".
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  }
}
