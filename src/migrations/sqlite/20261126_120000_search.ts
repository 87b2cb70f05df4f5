import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { fillSearchIndex } from '../frozen/20261126-search/fill'

// Written by hand: the site search (issue 24) lives beside Payload's schema, not in it. FTS5
// holds words stemmed in JS (src/modules/search/search.sqlite.ts); fts5vocab lists its words for
// the typo suggestion. The long body comes last in its row, so ranking reads the date without it.
// The index is then filled from the records already there (frozen/20261126-search).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_docs\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`kind\` text NOT NULL,
    \`ref\` text NOT NULL,
    \`date\` text NOT NULL,
    \`url\` text NOT NULL,
    \`title\` text NOT NULL,
    \`body\` text NOT NULL,
    UNIQUE (\`kind\`, \`ref\`)
  );`)
  await db.run(
    sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(t_stem, b_stem, t_word, b_word, t_alt, b_alt, tokenize = 'unicode61', prefix = '3');`,
  )
  await db.run(sql`CREATE VIRTUAL TABLE \`search_vocab\` USING fts5vocab(search_fts, 'col');`)
  await fillSearchIndex('sqlite', db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_vocab\`;`)
  await db.run(sql`DROP TABLE \`search_fts\`;`)
  await db.run(sql`DROP TABLE \`search_docs\`;`)
}
