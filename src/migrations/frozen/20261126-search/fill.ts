import { profilDocs } from './profil'
import { laporanDocs, newsDocs, produkDocs } from './records'
import { runner } from './sql'
import { put } from './store'

/*
 * Fills the site search's index from the records, frozen as it was on 2026-11-26 for the
 * migrations 20261126_search and 20261126_search_paging (issue 28): a migration must still run
 * when the application has long changed, so this copy imports nothing from src/ outside
 * src/migrations. Never edit it to follow the application; a later change of the index comes
 * with a migration and, if it needs one, a copy of its own.
 *
 * `db` is the drizzle database the migration is handed (its transaction on PostgreSQL).
 */
export async function fillSearchIndex(dialect: 'postgres' | 'sqlite', db: unknown) {
  const run = runner(dialect, db)
  // In this order, a table at a time by id, as the index was built then: on SQLite the order
  // decides which of two pages of the same second takes the lower id.
  for (const docs of [produkDocs(run), newsDocs(run), laporanDocs(run)]) {
    for await (const doc of docs) await put(run, doc)
  }
  for (const doc of await profilDocs(run)) await put(run, doc)
}
