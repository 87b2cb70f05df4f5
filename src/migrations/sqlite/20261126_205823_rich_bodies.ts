import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`isisatu_rich\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`isidua_rich\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_isisatu_rich\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_isidua_rich\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`deskripsi_rich\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_deskripsi_rich\` text;`)
  await db.run(sql`ALTER TABLE \`promo\` ADD \`isi_rich\` text;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` ADD \`version_isi_rich\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`isisatu_rich\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`isidua_rich\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_isisatu_rich\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_isidua_rich\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`deskripsi_rich\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_deskripsi_rich\`;`)
  await db.run(sql`ALTER TABLE \`promo\` DROP COLUMN \`isi_rich\`;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` DROP COLUMN \`version_isi_rich\`;`)
}
