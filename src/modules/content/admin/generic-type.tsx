import { sql } from 'drizzle-orm'
import { notFound } from 'next/navigation'

import { contentType, type ContentTypeSlug, isContentTypeSlug } from '@/content-types'
import { hasGenericScreens } from '@/content-types/definition'
import { queryRows } from '@/lib/page-query'
import type { ServiceContext } from '@/lib/service-context'
import { RedirectNotice } from '@/modules/admin/components/redirect-notice'
import { RecordNotFound } from '@/modules/admin/components/screen-header'
import { findRecord, findRecordBySlug, notTrashed } from '@/modules/content/content.service'

import { RecordForm } from './record-form'
import type { RecordRow } from './record-row'

/** The type an /admin/{type} screen names, when the generic screens serve it; else a 404. */
export async function adminTypeOf(params: Promise<{ type: string }>) {
  const { type } = await params
  if (!isContentTypeSlug(type)) notFound()
  return adminType(type)
}

/** The generic screens' part of a type they serve; a 404 for a type whose screens are its own. */
function screensOf(slug: ContentTypeSlug) {
  const { admin } = contentType(slug)
  if (!hasGenericScreens(admin)) notFound()
  return admin
}

/** A type's definition, its admin part and its form's fields. */
function adminType(slug: ContentTypeSlug) {
  const definition = contentType(slug)
  // The dashboard's part holds functions, which the client screens cannot be handed.
  const { dashboard, ...admin } = screensOf(slug)
  const fields = admin.form.fields ?? definition.form?.fields ?? []
  // Every type the generic screens serve keeps a file with its records.
  const rule = definition.upload
  if (!rule) notFound()
  return { slug, definition, admin, texts: admin.texts, fields, rule }
}

/** The record an edit or detail path names, by the type's key (a slug, or an id). */
export async function adminRecord(
  ctx: ServiceContext,
  slug: ContentTypeSlug,
  key: string,
): Promise<RecordRow | null> {
  const found =
    screensOf(slug).key === 'slug'
      ? await findRecordBySlug(ctx, slug, decodeURIComponent(key))
      : await findRecord(ctx, slug, key)
  return found as RecordRow | null
}

/** What an edit or detail screen says of a record that is not there. */
export function MissingRecord({
  slug,
  id,
  screen,
}: {
  slug: ContentTypeSlug
  id: string
  screen: 'edit' | 'detail'
}) {
  const admin = screensOf(slug)
  const { messages } = contentType(slug)
  if (admin.missing) {
    const { text, editToast, detailToast, linkText } = admin.missing
    return (
      <RedirectNotice
        text={text}
        toastText={screen === 'edit' ? editToast : detailToast}
        href={admin.path}
        linkText={linkText}
      />
    )
  }
  const text = admin.texts.notFound?.replace('{id}', id) ?? messages.notFound
  return <RecordNotFound>{text}</RecordNotFound>
}

/** Where a record of a public type is previewed as its public page will show it (its draft). */
export function previewPathOf(slug: ContentTypeSlug, record: RecordRow) {
  return contentType(slug).public ? `/admin/pratinjau/${slug}/${record._id}` : undefined
}

/** The public page of a record, or of its list when records have none. */
export function sitePathOf(slug: ContentTypeSlug, record: RecordRow) {
  const site = contentType(slug).public
  if (site?.itemPrefix) return `${site.itemPrefix}${record.slug}`
  return site?.list.path
}

/** A raw read's WHERE that leaves out records in the trash. */
const where = (type: string) => {
  const condition = isContentTypeSlug(type) && notTrashed(type)
  return condition ? sql` WHERE ${condition}` : sql``
}

/** The records each relations field of a form may choose from, by title. */
export async function relationOptions(ctx: ServiceContext, slug: ContentTypeSlug) {
  const fields = contentType(slug).form?.fields ?? []
  const entries = await Promise.all(
    fields.flatMap((field) =>
      field.kind === 'relations'
        ? [
            queryRows<{ id: number; judul: string }>(
              ctx.payload,
              sql`SELECT "id", "judul" FROM ${sql.identifier(field.to)}${where(field.to)} ORDER BY lower("judul")`,
            ).then((rows) => [field.name, rows.map((r) => ({ id: String(r.id), label: r.judul }))]),
          ]
        : [],
    ),
  )
  return Object.fromEntries(entries) as Record<string, { id: string; label: string }[]>
}

/** A type's add or edit form (`record` the one edited), with the records it may point to. */
export async function TypeForm({
  ctx,
  slug,
  record,
}: {
  ctx: ServiceContext
  slug: ContentTypeSlug
  record?: RecordRow
}) {
  const { definition, admin, fields, rule } = adminType(slug)
  return (
    <RecordForm
      publication={Boolean(definition.public)}
      slug={slug}
      admin={admin}
      fields={fields}
      rule={rule}
      options={await relationOptions(ctx, slug)}
      record={record}
    />
  )
}
