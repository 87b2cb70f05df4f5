import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { fillSearchIndex } from '../frozen/20261126-search/fill'

// Written by hand: a page's id in the search index is now its date (src/modules/search/
// search.sqlite.ts), so FTS5 meets the newest matches first. The index is filled anew.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`search_fts\`;`)
  await db.run(sql`DELETE FROM \`search_docs\`;`)
  await fillSearchIndex('sqlite', db)
}

// Ids made from dates serve the old queries as well as any other ids.
export async function down(_args: MigrateDownArgs): Promise<void> {}
