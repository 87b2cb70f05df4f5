import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand: each indexed token's page count (src/modules/search/search.counts.ts), so a
// search knows before reading FTS5 whether its matches can pass 1,000 (issue 43). `s:` counts a
// token among the stems and recoded stems, `w:` among the words as written; filled from the FTS5
// rows already there, a run of rows at a time.

const BATCH = 2000

type FtsRow = Record<'id' | 't_stem' | 'b_stem' | 't_word' | 'b_word' | 't_alt' | 'b_alt', string>

const tokens = (...columns: string[]) =>
  columns.flatMap((column) => column.split(' ')).filter(Boolean)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_counts\` (
    \`word\` text PRIMARY KEY NOT NULL,
    \`docs\` integer NOT NULL,
    \`titles\` integer NOT NULL
  ) WITHOUT ROWID;`)
  const counts = new Map<string, { docs: number; titles: number }>()
  const count = (group: string, list: string[], field: 'docs' | 'titles') => {
    for (const token of new Set(list)) {
      const word = `${group}:${token}`
      const found = counts.get(word) ?? { docs: 0, titles: 0 }
      found[field] += 1
      counts.set(word, found)
    }
  }
  for (let last: number | string = -1; ;) {
    const rows = (await db.all(sql`SELECT rowid AS id, t_stem, b_stem, t_word, b_word, t_alt, b_alt
      FROM search_fts WHERE rowid > ${last} ORDER BY rowid LIMIT ${BATCH}`)) as FtsRow[]
    if (rows.length === 0) break
    for (const row of rows) {
      count('s', tokens(row.t_stem, row.b_stem, row.t_alt, row.b_alt), 'docs')
      count('w', tokens(row.t_word, row.b_word), 'docs')
      count('s', tokens(row.t_stem, row.t_alt), 'titles')
      count('w', tokens(row.t_word), 'titles')
    }
    last = rows.at(-1)!.id
  }
  const entries = [...counts].map(([word, { docs, titles }]) => ({ word, docs, titles }))
  for (let from = 0; from < entries.length; from += BATCH) {
    await db.run(sql`INSERT INTO \`search_counts\` (\`word\`, \`docs\`, \`titles\`)
      SELECT json_extract(value, '$.word'), json_extract(value, '$.docs'),
        json_extract(value, '$.titles')
      FROM json_each(${JSON.stringify(entries.slice(from, from + BATCH))});`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_counts\`;`)
}
