import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`CREATE INDEX \`jenis_tanggal_createdAt_idx\` ON \`laporan\` (\`jenis\`,\`tanggal\`,\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`dibuatPada_createdAt_idx\` ON \`news\` (\`dibuat_pada\`,\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`kategori_dibuatPada_createdAt_idx\` ON \`news\` (\`kategori\`,\`dibuat_pada\`,\`created_at\`);`,
  )
  // Written by hand: SQLite has no index for a substring (SPEC's title search), so the title
  // sits in an index with the columns the lists filter and sort by; a search reads it whole, a
  // few bytes a row, instead of every row with its long texts (src/lib/page-query.ts).
  await db.run(
    sql`CREATE INDEX \`news_judul_search_idx\` ON \`news\` (\`judul\`,\`kategori\`,\`dibuat_pada\`,\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`produk_judul_search_idx\` ON \`produk\` (\`judul\`,\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`laporan_judul_search_idx\` ON \`laporan\` (\`judul\`,\`jenis\`,\`tanggal\`,\`created_at\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`news_judul_search_idx\`;`)
  await db.run(sql`DROP INDEX \`produk_judul_search_idx\`;`)
  await db.run(sql`DROP INDEX \`laporan_judul_search_idx\`;`)
  await db.run(sql`DROP INDEX \`jenis_tanggal_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`dibuatPada_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`kategori_dibuatPada_createdAt_idx\`;`)
}
