import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand (drizzle knows no INDEXED BY): a visitor's title search also asks whether each
// match is public now (modules/content/visibility.ts), so the title index holds the status and
// the schedule too, and a search still reads the index alone, never the rows (lib/page-query.ts).
const INDEXES: [table: string, columns: string][] = [
  ['news', '`judul`,`kategori`,`dibuat_pada`,`created_at`'],
  ['produk', '`judul`,`created_at`'],
  ['laporan', '`judul`,`jenis`,`tanggal`,`created_at`'],
  ['promo', '`judul`,`mulai`,`selesai`'],
]
const PUBLICATION = ',`_status`,`terbit_pada`,`tarik_pada`'

async function rebuild(db: MigrateUpArgs['db'], withPublication: boolean) {
  for (const [table, columns] of INDEXES) {
    const name = `${table}_judul_search_idx`
    await db.run(sql.raw(`DROP INDEX IF EXISTS \`${name}\``))
    const all = withPublication ? columns + PUBLICATION : columns
    await db.run(sql.raw(`CREATE INDEX \`${name}\` ON \`${table}\` (${all})`))
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, true)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuild(db, false)
}
