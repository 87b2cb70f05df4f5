import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_simulasi_plafon\` numeric;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_simulasi_margin\` numeric;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_simulasi_tenor\` numeric;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_simulasi_metode\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_simulasi_plafon\` numeric;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_simulasi_margin\` numeric;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_simulasi_tenor\` numeric;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_simulasi_metode\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_simulasi_plafon\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_simulasi_margin\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_simulasi_tenor\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_simulasi_metode\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_simulasi_plafon\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_simulasi_margin\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_simulasi_tenor\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_simulasi_metode\`;`)
}
