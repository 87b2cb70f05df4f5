import type { SQL } from 'drizzle-orm'
import type { CollectionConfig, Field } from 'payload'
import type { ZodType } from 'zod'

import type { ImageSet } from '@/lib/image-set'
import type { RichState } from '@/modules/richtext/richtext.rules'
import type { ServiceContext } from '@/lib/service-context'

import type { FileFieldSpec, FormFieldSpec } from './form-fields'

/** What a person may upload to a type's record, as prepareUpload judges it. */
export type UploadRule = {
  mimeTypes: string[]
  maxBytes: number
  /** Whether a new document must come with a file. */
  requiredOnCreate: boolean
  messages: { required: string; fileType: string; fileSize: string }
}

/** What the site search indexes of one record (or profile page); modules/search adds its kind. */
export type SearchDocOf = {
  /** The record's id, or the profile page's path segment. */
  ref: string
  title: string
  /** Everything else that is searched, in reading order; the snippet comes from it. */
  body: string
  url: string
  /** ISO date: newer wins a tie. */
  date: string
}

type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly'

/**
 * An admin table column, interpreted by the generic record table (modules/content/admin): the
 * shared kinds, or a column of the type's own, registered by name in admin/custom-parts.tsx.
 */
export type AdminColumn =
  | { kind: 'thumbnail' }
  | { kind: 'title'; header?: string }
  | { kind: 'excerpt'; field: string; header: string }
  /** A date; `id` is the sort the API knows (the field's name unless said). */
  | { kind: 'date'; field: string; header?: string; id?: string; descFirst?: boolean }
  | { kind: 'custom'; name: string }

export type AdminMenuIcon =
  'report' | 'news' | 'product' | 'tag' | 'inbox' | 'media' | 'redirect' | 'not-found'

/** How an outcome is told: an alert dialog or a toast (modules/admin/hooks/use-feedback). */
type Way = 'dialog' | 'toast'
export type AdminFeedback = { success: Way; error: Way }
export const DIALOGS: AdminFeedback = { success: 'dialog', error: 'dialog' }

/** A fact of the detail screen's list: the value at `path` (dots for nested), shown as `format`. */
export type DetailFact = {
  label: string
  path: string
  format: 'text' | 'code' | 'date' | 'datetime' | 'kilobytes' | 'kategori' | 'count'
}

/** A part of the detail screen under the facts: text as paragraphs or a quote, or a custom part. */
export type DetailSection = {
  path: string
  heading?: string
  format: 'paragraphs' | 'quote' | 'keunggulan'
}

/** A type's card and newest records on SPEC's dashboard (2.2). */
export type DashboardEntry<Dto> = {
  card: { title: string; linkText: string }
  /** The label of its records in 'Aktivitas Terbaru', and the label's colours. */
  badge: { label: string; className: string }
  thumbnail: (dto: Dto) => string
  /** Where one of its records opens; `external` in a new tab (a report's PDF). */
  link: (dto: Dto) => { href: string; external: boolean }
}

/** A type's place in /admin: its side-menu entry, its dashboard card, where its screens live. */
export type AdminEntry<Dto> = {
  /** The side menu's label and its icon (modules/admin/components/icons). */
  menu: {
    label: string
    icon: AdminMenuIcon
    /** The number shown beside the link (pengajuan's new ones), read for each admin page. */
    count?: (ctx: ServiceContext) => Promise<number>
  }
  /** On the dashboard; a type without it is not (SPEC's dashboard has three cards). */
  dashboard?: DashboardEntry<Dto>
  /** Where the list lives; the tambah, edit and detail screens sit below it. */
  path: string
}

/** The screens, texts and columns of a type in /admin, built by the generic screens. */
export type AdminScreens = {
  /** What names a record in the edit and detail paths: its id, or its slug (news). */
  key: '_id' | 'slug'
  table: {
    columns: AdminColumn[]
    /** The column the list starts sorted by. */
    defaultSort?: { id: string; desc: boolean }
    /** A select filter of list.filters, with its label and its 'all' choice. */
    filter?: { param: string; label: string; allLabel: string }
    /** After a delete: drop the row at once (then refill), or reload the page's data. */
    afterDelete: 'drop' | 'reload'
    hideSinglePage?: boolean
  }
  form: {
    /** The form's fields when they are not the API's (definition.form). */
    fields?: FormFieldSpec[]
    file: FileFieldSpec
    /** Asked before saving, when adding and when editing. */
    confirmSave?: { add: string; edit: string }
    /** PUT unless said (SPEC 7: PATCH for reports). */
    updateMethod?: 'PATCH'
    width: 'narrow' | 'wide'
    /** The form's two percent fields of a focal point, shown on the image (media). */
    focalPoint?: { x: string; y: string }
  }
  /** The detail screen; a type without one (laporan) answers 404 there. */
  detail?: {
    /** The screen's title: the record's title, or detailTitle with the record's title below. */
    heading: 'record' | 'screen'
    /** The record's field under the title. */
    description?: string
    imageAlt: string
    facts: DetailFact[]
    sections: DetailSection[]
  }
  /** How a save and a delete are told: in alert dialogs unless said (SPEC 8). */
  feedback?: { save?: AdminFeedback; delete?: AdminFeedback }
  /** A missing record's screen goes back to the list with these texts (news), else says notFound. */
  missing?: { text: string; editToast: string; detailToast: string; linkText: string }
  texts: {
    description: string
    addTitle: string
    addDescription?: string
    editTitle: string
    editDescription?: string
    detailTitle: string
    /** The detail screen's edit link; editTitle unless said. */
    editLink?: string
    /** The add button's object; the singular label unless said. */
    addWhat?: string
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
    /** A missing record's message, `{id}` standing for the id; messages.notFound unless said. */
    notFound?: string
    /** Shown above the table when its first page could not be read. */
    listLoadFailed?: string
    /** Shown while the list, or a record to edit, loads. */
    loading?: string
    loadingEdit?: string
  }
}

/** A type's admin part: the generic screens', or none for a type whose screens are its own. */
export type AdminDefinition<Dto = unknown> = AdminEntry<Dto> & (AdminScreens | { ownScreens: true })

/** What the generic screens are handed of a type's admin part (its dashboard's functions aside). */
export type GenericAdmin = Omit<AdminEntry<unknown>, 'dashboard'> & AdminScreens

/** Whether the generic screens (/admin/{type}) serve a type. */
export const hasGenericScreens = <A extends object>(admin: A): admin is A & AdminScreens =>
  'table' in admin

/** A field that holds the id (or ids) of another type's records, as `references` declares it. */
export type Reference = { to: string; field: string; label: string }

/** A public page: its path, the query parameters it reads and its place in the sitemap. */
export type PublicRoute = {
  path: string
  /** The query parameters the page reads; the proxy drops every other (modules/site/routes.ts). */
  params?: readonly string[]
  /** Longest kept value of a parameter (100 unless said). */
  maxLength?: number
  /** Listed in the sitemap's fixed part with this priority; unlisted when absent. */
  sitemap?: { priority: number; changeFrequency: ChangeFrequency }
}

/** A record as the generic public list shows it. */
export type RecordCardView = {
  title: string
  href: string
  image: ImageSet | null
  summary: string
  /** From and until when it holds (a promo's period). */
  period?: [string, string]
}

/** A record as the generic public page shows it; `body` is paragraphs split by blank lines. */
export type RecordArticleView = Omit<RecordCardView, 'href'> & {
  body: string
  /** The body as Lexical JSON, rendered in place of `body` when given (modules/richtext). */
  rich?: RichState
  /** Records of another type it points to, linked under the body. */
  related?: { type: string; ids: string[] }
}

/** How the generic public pages (app/(frontend)/[keptQuery]/[type]) show a type. */
export type PublicView<Dto> = {
  eyebrow: string
  /** What the list says when it has nothing to show. */
  empty: string
  pageSize: number
  card: (dto: Dto) => RecordCardView
  article: (dto: Dto) => RecordArticleView
  /** The record's schema.org object (JSON-LD) at its absolute URL. */
  jsonLd?: (dto: Dto, url: string) => Record<string, unknown>
  /** The heading of this type's records on the page of a record they relate to. */
  relatedHeading?: string
}

/** A type's own pages on the public site. */
export type PublicDefinition<Dto = unknown> = {
  /** The list page's title (also the breadcrumb's step to it), meta description and keywords. */
  title: string
  description: string
  keywords?: string[]
  /** The list page. */
  list: PublicRoute
  /** The order of the public lists, when it is not the back-office list's own (`list.order`). */
  order?: SQL
  /** Further fixed pages of the type (laporan's archive per jenis). */
  pages?: PublicRoute[]
  /** The path prefix of one record's page ('/news/' + slug), when records have one. */
  itemPrefix?: string
  /** Pages under a record's page ('/produk/<slug>/ringkasan'), by their last segment. */
  itemPages?: readonly string[]
  /** What a record's page says of an unknown slug, under messages.notFound, and its link back. */
  notFound?: { message: string; back: string }
  /** What the sitemap lists of each record. */
  sitemap?: { changeFrequency: ChangeFrequency; priority: number }
  /**
   * The fields of a period (date and time) outside which a record is not public: it appears at
   * `start` and leaves at `end` on every public surface, without a save (modules/content/window.ts).
   */
  window?: { start: string; end: string }
  /** The footer's link to the list. */
  footerLabel?: string
  /** Pages built by the registry; a type whose pages are its own (news, …) has none. */
  view?: PublicView<Dto>
}

/**
 * Everything that is specific to one content type. The registry (content-types/index.ts) holds
 * one per type; the Payload config, the API, OpenAPI, the sitemap, robots, the search index, the
 * audit trail, the side menu, the dashboard, the admin screens and the seed read it, so no other
 * file lists types.
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
  /** What a record's file may be; a type whose records carry no file (pengajuan) has none. */
  upload?: UploadRule
  toDto: (doc: Doc) => Dto
  messages: { notFound: string; deleted: string }
  /** How /api/<slug>/{key} reads one record: by slug (news) or by id. */
  readBy: 'slug' | 'id'
  /**
   * The form of a type the registry serves whole (/api/<slug> and the generic admin screens):
   * its fields, which are also SPEC-style API's multipart fields and its zod schema, its file,
   * and a rule across fields (checked on the server), answering its message or null.
   */
  form?: {
    fields: FormFieldSpec[]
    file: FileFieldSpec
    check?: (data: Record<string, unknown>) => string | null
    /** What a record's answer holds beyond its form's fields and the shared ones (OpenAPI). */
    answerExtras?: Record<string, ZodType>
  }
  /** Orders of lists: the public and API default, and the admin table's sorts by column id. */
  list: {
    order: SQL
    sorts: Record<string, (dir: SQL) => SQL>
    /** Select filters of the admin table and the API (?<name>=), with their allowed values. */
    filters?: Record<string, { values: readonly string[]; message: string }>
    /** The column SPEC's title search (?q=) reads: `judul` unless said. */
    titleColumn?: string
  }
  /**
   * Absent: the type is never public. Its records then reach no public surface: no pages, no
   * sitemap, no site search, no public API answer, no cached read; only administrators read them
   * (pengajuan, personal data under UU PDP).
   */
  public?: PublicDefinition<Dto>
  /**
   * Records no one creates through an API or a screen, only the site's own code: 'site' for the
   * inquiries the public forms store after their abuse checks. Administrators create the others.
   */
  createdBy?: 'site'
  /**
   * Who among administrators reads and changes the records: every one unless said;
   * 'whistleblowingOfficers' for the whistleblowing reports (access/is-whistleblowing-officer.ts),
   * whose side-menu link the others do not see either.
   */
  readableBy?: 'whistleblowingOfficers'
  /**
   * A case register (pengaduan, wbs): a record is deleted only once its status is 'selesai', on
   * every surface, the refusal saying `message` (modules/case-intake/case-delete.ts).
   */
  finishedOnlyDelete?: { message: string }
  /**
   * A never-public type whose files still appear on public pages (media: an image inside a news
   * body): anyone may fetch a file a record holds, only administrators read the records.
   */
  filesPublic?: true
  /**
   * The fields of this type that point at records of another type (an id, or ids), by the
   * target's slug: a record still pointed at cannot be deleted, and the refusal names where it is
   * used (modules/content/references.ts). `label` names the field in that message.
   */
  references?: Reference[]
  /** What the site search indexes of a record, and how its results are labelled; none: not searched. */
  search?: { label: string; doc: (doc: Doc) => SearchDocOf }
  /** The audit trail's name for the type. */
  audit: string
  admin: AdminDefinition<Dto>
  /** Demo records for an empty table (`npm start`): fields and a file under src/seed/files. */
  seed?: () => Promise<{ data: object; file: string }[]>
}

/** Keeps the definition's own document and DTO types while checking its shape. */
export const defineContentType = <Doc, Dto>(definition: ContentTypeDefinition<Doc, Dto>) =>
  definition
