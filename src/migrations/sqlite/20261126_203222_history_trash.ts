import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`laporan_deleted_at_idx\` ON \`laporan\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_laporan_v\` ADD \`version_diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`_laporan_v\` ADD \`version_deleted_at\` text;`)
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_version_deleted_at_idx\` ON \`_laporan_v\` (\`version_deleted_at\`);`,
  )
  await db.run(sql`ALTER TABLE \`news\` ADD \`diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_deleted_at\` text;`)
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`,
  )
  await db.run(sql`ALTER TABLE \`produk\` ADD \`diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`produk_deleted_at_idx\` ON \`produk\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_deleted_at\` text;`)
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_deleted_at_idx\` ON \`_produk_v\` (\`version_deleted_at\`);`,
  )
  await db.run(sql`ALTER TABLE \`promo\` ADD \`diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`promo\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`promo_deleted_at_idx\` ON \`promo\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_promo_v\` ADD \`version_diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` ADD \`version_deleted_at\` text;`)
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_deleted_at_idx\` ON \`_promo_v\` (\`version_deleted_at\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`laporan_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_laporan_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_laporan_v\` DROP COLUMN \`version_diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`_laporan_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`news_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`produk_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_produk_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`promo_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`promo\` DROP COLUMN \`diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`promo\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_promo_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` DROP COLUMN \`version_diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` DROP COLUMN \`version_deleted_at\`;`)
}
