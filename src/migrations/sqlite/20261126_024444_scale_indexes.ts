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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`jenis_tanggal_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`dibuatPada_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`kategori_dibuatPada_createdAt_idx\`;`)
}
