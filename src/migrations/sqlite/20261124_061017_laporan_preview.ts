import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`halaman\` numeric;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_thumb_url\` text;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_thumb_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_thumb_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_thumb_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_thumb_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_thumb_filename\` text;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_card_url\` text;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_card_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_card_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_card_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_card_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`sizes_card_filename\` text;`)
  await db.run(
    sql`CREATE INDEX \`laporan_sizes_thumb_sizes_thumb_filename_idx\` ON \`laporan\` (\`sizes_thumb_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`laporan_sizes_card_sizes_card_filename_idx\` ON \`laporan\` (\`sizes_card_filename\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`laporan_sizes_thumb_sizes_thumb_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`laporan_sizes_card_sizes_card_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`halaman\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_thumb_url\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_thumb_width\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_thumb_height\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_thumb_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_thumb_filesize\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_thumb_filename\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_card_url\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_card_width\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_card_height\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_card_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_card_filesize\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`sizes_card_filename\`;`)
}
