import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`produk_ringkasan_biaya\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nama\` text,
  	\`jumlah\` numeric,
  	\`satuan\` text,
  	\`dikenakan\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`produk_ringkasan_biaya_order_idx\` ON \`produk_ringkasan_biaya\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`produk_ringkasan_biaya_parent_id_idx\` ON \`produk_ringkasan_biaya\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_produk_v_version_ringkasan_biaya\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nama\` text,
  	\`jumlah\` numeric,
  	\`satuan\` text,
  	\`dikenakan\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_produk_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_ringkasan_biaya_order_idx\` ON \`_produk_v_version_ringkasan_biaya\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_ringkasan_biaya_parent_id_idx\` ON \`_produk_v_version_ringkasan_biaya\` (\`_parent_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_jenis\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_akad\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_fitur_utama\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_manfaat\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_risiko\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_persyaratan\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_berlaku_per\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`ringkasan_dijamin_lps\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_jenis\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_akad\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_fitur_utama\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_manfaat\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_risiko\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_persyaratan\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_berlaku_per\` text;`)
  await db.run(
    sql`ALTER TABLE \`_produk_v\` ADD \`version_ringkasan_dijamin_lps\` integer DEFAULT false;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`produk_ringkasan_biaya\`;`)
  await db.run(sql`DROP TABLE \`_produk_v_version_ringkasan_biaya\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_jenis\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_akad\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_fitur_utama\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_manfaat\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_risiko\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_persyaratan\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_berlaku_per\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`ringkasan_dijamin_lps\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_jenis\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_akad\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_fitur_utama\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_manfaat\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_risiko\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_persyaratan\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_berlaku_per\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_ringkasan_dijamin_lps\`;`)
}
