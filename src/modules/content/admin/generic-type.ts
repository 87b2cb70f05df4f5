import { notFound } from 'next/navigation'

import { contentType, type ContentTypeSlug, isContentTypeSlug, isServedType } from '@/content-types'
import { queryRows } from '@/lib/page-query'
import type { ServiceContext } from '@/lib/payload'
import { sql } from 'drizzle-orm'

/** The type an /admin/{type} screen names, when the registry builds its screens; else a 404. */
export async function genericTypeOf(params: Promise<{ type: string }>) {
  const { type } = await params
  if (!isContentTypeSlug(type)) notFound()
  const definition = contentType(type)
  if (!isServedType(definition)) notFound()
  const { admin, form } = definition
  if (!admin.generic || !admin.texts || !admin.columns) notFound()
  return { slug: type as ContentTypeSlug, definition, admin, texts: admin.texts, form }
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
              sql`SELECT "id", "judul" FROM ${sql.identifier(field.to)} ORDER BY lower("judul")`,
            ).then((rows) => [field.name, rows.map((r) => ({ id: String(r.id), label: r.judul }))]),
          ]
        : [],
    ),
  )
  return Object.fromEntries(entries) as Record<string, { id: string; label: string }[]>
}
