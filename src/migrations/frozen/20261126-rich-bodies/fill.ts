import { sql } from 'drizzle-orm'

import { runner } from '../20261126-search/sql'

/*
 * Gives every existing news part, product description and promo text its rich body (Lexical
 * JSON) from its plain text, frozen as it was on 2026-11-26 for the migration
 * 20261126_rich_bodies_fill (issue 30): each paragraph (split on blank lines) becomes a paragraph
 * node, each single line break a linebreak node. The plain text stays as it is, so nothing is
 * lost; a row that already has a body is left alone. Imports nothing from src/ outside
 * src/migrations; never edit it to follow the application.
 */

const COLUMNS = [
  { table: 'news', plain: 'isisatu', rich: 'isisatu_rich' },
  { table: 'news', plain: 'isidua', rich: 'isidua_rich' },
  { table: 'produk', plain: 'deskripsi', rich: 'deskripsi_rich' },
  { table: 'promo', plain: 'isi', rich: 'isi_rich' },
]

const BATCH = 200

const block = { direction: null, format: '', indent: 0, version: 1 }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

function bodyOf(plain: string) {
  const paragraphs = plain
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({
      type: 'paragraph',
      children: part
        .split('\n')
        .flatMap((line, index) => [
          ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
          ...(line ? [text(line)] : []),
        ]),
      ...block,
      textFormat: 0,
      textStyle: '',
    }))
  return { root: { type: 'root', children: paragraphs, ...block } }
}

export async function fillRichBodies(dialect: 'postgres' | 'sqlite', db: unknown) {
  const run = runner(dialect, db)
  for (const { table, plain, rich } of COLUMNS) {
    let after = 0
    for (;;) {
      const rows = await run.all<{ id: number; plain: string | null }>(
        sql`SELECT "id", ${sql.identifier(plain)} AS "plain" FROM ${sql.identifier(table)}
            WHERE ${sql.identifier(rich)} IS NULL AND "id" > ${after} ORDER BY "id" LIMIT ${BATCH}`,
      )
      if (!rows.length) break
      for (const row of rows) {
        const json = JSON.stringify(bodyOf(row.plain ?? ''))
        const value = dialect === 'postgres' ? sql`${json}::jsonb` : sql`${json}`
        await run.run(
          sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(rich)} = ${value} WHERE "id" = ${row.id}`,
        )
      }
      after = Number(rows.at(-1)!.id)
    }
  }
}
