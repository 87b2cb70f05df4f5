import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Data only: every record saved before drafts existed was public, so it stays published (the
// schema migration before this one gives a new status column the draft default).
const TABLES = ['laporan', 'news', 'produk', 'promo']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET "_status" = 'published'`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
