import type { SQL } from 'drizzle-orm'
import type { CollectionConfig, Field, Payload } from 'payload'
import type { z } from 'zod'

import type { SearchDocOf } from '@/modules/search/search.types'

/** What a person may upload to a type's record, as prepareUpload judges it. */
export type UploadRule = {
  mimeTypes: string[]
  maxBytes: number
  /** Whether a new document must come with a file. */
  requiredOnCreate: boolean
  messages: { required: string; fileType: string; fileSize: string }
}

type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly'

/** An admin table column, interpreted by the generic record table (modules/content/admin). */
export type AdminColumn =
  | { kind: 'thumbnail' }
  | { kind: 'title' }
  | { kind: 'text'; field: string; header: string }
  | { kind: 'excerpt'; field: string; header: string }
  | { kind: 'date'; field: string; header: string; sort?: boolean }

/** An admin form field, interpreted by the generic record form (modules/content/admin). */
export type AdminField =
  | { kind: 'text'; name: string; label: string; maxLength?: number }
  | { kind: 'textarea'; name: string; label: string; hint?: string; rows?: number }
  | { kind: 'date'; name: string; label: string }
  | { kind: 'image'; name: string; label: string; hint: string }
  | { kind: 'relations'; name: string; label: string; to: ContentTypeSlugName }

/** A type slug, spelled out here so the definition file has no cycle with the registry. */
type ContentTypeSlugName = string

/** The screens, texts and columns of a type in /admin. */
export type AdminDefinition = {
  /** The side menu's label and its icon (modules/admin/components/icons). */
  menu: { label: string; icon: 'report' | 'news' | 'product' | 'promo' }
  /** Where the list lives; the tambah, edit and detail screens sit below it. */
  path: string
  /** SPEC's dashboard has three cards: a type joins it only when it says so. */
  dashboard: boolean
  /** Built by the generic screens; false for a type whose screens are written by hand. */
  generic: boolean
  columns?: AdminColumn[]
  form?: AdminField[]
  texts?: {
    description: string
    addTitle: string
    editTitle: string
    detailTitle: string
    searchPlaceholder: string
    confirmDelete: string
    save: string
    added: string
    addFailed: string
    updated: string
    updateFailed: string
    deleted: string
    deleteFailed: string
    empty: string
  }
}

/** A public page: its path, the query parameters it reads and its place in the sitemap. */
export type PublicRoute = {
  path: string
  /** The query parameters the page reads; the proxy drops every other (lib/routes.ts). */
  params?: readonly string[]
  /** Longest kept value of a parameter (100 unless said). */
  maxLength?: number
  /** Listed in the sitemap's fixed part with this priority; unlisted when absent. */
  sitemap?: { priority: number; changeFrequency: ChangeFrequency }
}

/** A type's own pages on the public site. */
export type PublicDefinition = {
  /** The list page. */
  list: PublicRoute
  /** Further fixed pages of the type (laporan's archive per jenis). */
  pages?: PublicRoute[]
  /** The path prefix of one record's page ('/news/' + slug), when records have one. */
  itemPrefix?: string
  /** What the sitemap lists of each record. */
  sitemap?: { changeFrequency: ChangeFrequency; priority: number }
  /** Public records only (a period that includes now, say); undefined: every record. */
  visible?: (payload: Payload, now: Date) => SQL
  /** Columns whose instants make records appear or leave (a period's start and end). */
  window?: { start: string; end: string }
  /** The footer's link to the list. */
  footerLabel?: string
}

/**
 * Everything that is specific to one content type. The registry (content-types/index.ts) holds
 * one per type; the Payload config, the API, OpenAPI, the sitemap, robots, the search index, the
 * audit trail, the side menu, the dashboard and the seed read it, so no other file lists types.
 */
export type ContentTypeDefinition<Doc = never, Dto = unknown> = {
  slug: string
  labels: { singular: string; plural: string }
  /** Payload's part: fields, indexes, sorts, upload extras. Access and hooks come from the registry. */
  collection: Omit<
    CollectionConfig,
    'slug' | 'access' | 'hooks' | 'labels' | 'upload' | 'fields'
  > & {
    fields: Field[]
    upload?: Exclude<CollectionConfig['upload'], boolean | undefined>
  }
  upload: UploadRule
  toDto: (doc: Doc) => Dto
  messages: { notFound: string; deleted: string }
  /** How /api/<slug>/{key} reads one record: by slug (news) or by id. */
  readBy: 'slug' | 'id'
  /**
   * The API's shape in, for a type the registry serves whole (/api/<slug>, the generic admin
   * screens): the zod schema of a create or update, the fields it reads of the multipart form,
   * and the name of the form's file.
   */
  input?: { schema: z.ZodType; fromForm: (form: FormData) => Record<string, unknown>; file: string }
  /** Orders of lists: the public and API default, and the admin table's sorts by column id. */
  list: {
    order: SQL
    sorts: Record<string, (dir: SQL) => SQL>
    /** Select filters of the admin table and the API (?<name>=), with their allowed values. */
    filters?: Record<string, { values: readonly string[]; message: string; label: string }>
  }
  public?: PublicDefinition
  /** What the site search indexes of a record, and how its results are labelled. */
  search: { label: string; doc: (doc: Doc) => SearchDocOf }
  /** The audit trail's name for the type. */
  audit: string
  admin: AdminDefinition
  /** Demo records for an empty table (`npm start`): fields and a file under src/seed/files. */
  seed?: () => Promise<{ data: object; file: string }[]>
}

/** Keeps the definition's own document and DTO types while checking its shape. */
export const defineContentType = <Doc, Dto>(definition: ContentTypeDefinition<Doc, Dto>) =>
  definition
