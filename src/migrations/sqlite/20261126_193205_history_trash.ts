import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_laporan_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_judul\` text NOT NULL,
  	\`version_tanggal\` text NOT NULL,
  	\`version_jenis\` text DEFAULT 'Transparansi' NOT NULL,
  	\`version_halaman\` numeric,
  	\`version_diubah_oleh\` text,
  	\`version_prefix\` text DEFAULT '',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_thumb_url\` text,
  	\`version_sizes_thumb_width\` numeric,
  	\`version_sizes_thumb_height\` numeric,
  	\`version_sizes_thumb_mime_type\` text,
  	\`version_sizes_thumb_filesize\` numeric,
  	\`version_sizes_thumb_filename\` text,
  	\`version_sizes_card_url\` text,
  	\`version_sizes_card_width\` numeric,
  	\`version_sizes_card_height\` numeric,
  	\`version_sizes_card_mime_type\` text,
  	\`version_sizes_card_filesize\` numeric,
  	\`version_sizes_card_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`laporan\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_laporan_v_parent_idx\` ON \`_laporan_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_version_tanggal_idx\` ON \`_laporan_v\` (\`version_tanggal\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_version_updated_at_idx\` ON \`_laporan_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_version_created_at_idx\` ON \`_laporan_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_version_deleted_at_idx\` ON \`_laporan_v\` (\`version_deleted_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_version_filename_idx\` ON \`_laporan_v\` (\`version_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_sizes_thumb_version_sizes_thumb_filen_idx\` ON \`_laporan_v\` (\`version_sizes_thumb_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_sizes_card_version_sizes_card_filenam_idx\` ON \`_laporan_v\` (\`version_sizes_card_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`_laporan_v_created_at_idx\` ON \`_laporan_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_laporan_v_updated_at_idx\` ON \`_laporan_v\` (\`updated_at\`);`)
  await db.run(
    sql`CREATE INDEX \`version_jenis_version_tanggal_version_createdAt_idx\` ON \`_laporan_v\` (\`version_jenis\`,\`version_tanggal\`,\`version_created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_judul\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_kategori\` text NOT NULL,
  	\`version_kutipan\` text,
  	\`version_isisatu\` text NOT NULL,
  	\`version_isidua\` text NOT NULL,
  	\`version_dibuat_pada\` text NOT NULL,
  	\`version_diubah_oleh\` text,
  	\`version_prefix\` text DEFAULT '',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_card_url\` text,
  	\`version_sizes_card_width\` numeric,
  	\`version_sizes_card_height\` numeric,
  	\`version_sizes_card_mime_type\` text,
  	\`version_sizes_card_filesize\` numeric,
  	\`version_sizes_card_filename\` text,
  	\`version_sizes_large_url\` text,
  	\`version_sizes_large_width\` numeric,
  	\`version_sizes_large_height\` numeric,
  	\`version_sizes_large_mime_type\` text,
  	\`version_sizes_large_filesize\` numeric,
  	\`version_sizes_large_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_dibuat_pada_idx\` ON \`_news_v\` (\`version_dibuat_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_filename_idx\` ON \`_news_v\` (\`version_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_sizes_card_version_sizes_card_filename_idx\` ON \`_news_v\` (\`version_sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_sizes_large_version_sizes_large_filename_idx\` ON \`_news_v\` (\`version_sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(
    sql`CREATE INDEX \`version_dibuatPada_version_createdAt_idx\` ON \`_news_v\` (\`version_dibuat_pada\`,\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version_kategori_version_dibuatPada_version_createdAt_idx\` ON \`_news_v\` (\`version_kategori\`,\`version_dibuat_pada\`,\`version_created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_produk_v_version_keunggulan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_produk_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_keunggulan_order_idx\` ON \`_produk_v_version_keunggulan\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_keunggulan_parent_id_idx\` ON \`_produk_v_version_keunggulan\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_produk_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_judul\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_sub_judul\` text NOT NULL,
  	\`version_deskripsi\` text NOT NULL,
  	\`version_diubah_oleh\` text,
  	\`version_prefix\` text DEFAULT '',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_card_url\` text,
  	\`version_sizes_card_width\` numeric,
  	\`version_sizes_card_height\` numeric,
  	\`version_sizes_card_mime_type\` text,
  	\`version_sizes_card_filesize\` numeric,
  	\`version_sizes_card_filename\` text,
  	\`version_sizes_large_url\` text,
  	\`version_sizes_large_width\` numeric,
  	\`version_sizes_large_height\` numeric,
  	\`version_sizes_large_mime_type\` text,
  	\`version_sizes_large_filesize\` numeric,
  	\`version_sizes_large_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_produk_v_parent_idx\` ON \`_produk_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_slug_idx\` ON \`_produk_v\` (\`version_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_updated_at_idx\` ON \`_produk_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_created_at_idx\` ON \`_produk_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_deleted_at_idx\` ON \`_produk_v\` (\`version_deleted_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_filename_idx\` ON \`_produk_v\` (\`version_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_sizes_card_version_sizes_card_filename_idx\` ON \`_produk_v\` (\`version_sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_sizes_large_version_sizes_large_filena_idx\` ON \`_produk_v\` (\`version_sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`_produk_v_created_at_idx\` ON \`_produk_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_produk_v_updated_at_idx\` ON \`_produk_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_promo_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_judul\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_mulai\` text NOT NULL,
  	\`version_selesai\` text NOT NULL,
  	\`version_ringkasan\` text NOT NULL,
  	\`version_isi\` text NOT NULL,
  	\`version_diubah_oleh\` text,
  	\`version_prefix\` text DEFAULT '',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_card_url\` text,
  	\`version_sizes_card_width\` numeric,
  	\`version_sizes_card_height\` numeric,
  	\`version_sizes_card_mime_type\` text,
  	\`version_sizes_card_filesize\` numeric,
  	\`version_sizes_card_filename\` text,
  	\`version_sizes_large_url\` text,
  	\`version_sizes_large_width\` numeric,
  	\`version_sizes_large_height\` numeric,
  	\`version_sizes_large_mime_type\` text,
  	\`version_sizes_large_filesize\` numeric,
  	\`version_sizes_large_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promo\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_promo_v_parent_idx\` ON \`_promo_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_slug_idx\` ON \`_promo_v\` (\`version_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_mulai_idx\` ON \`_promo_v\` (\`version_mulai\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_updated_at_idx\` ON \`_promo_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_created_at_idx\` ON \`_promo_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_deleted_at_idx\` ON \`_promo_v\` (\`version_deleted_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_filename_idx\` ON \`_promo_v\` (\`version_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_sizes_card_version_sizes_card_filename_idx\` ON \`_promo_v\` (\`version_sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_sizes_large_version_sizes_large_filenam_idx\` ON \`_promo_v\` (\`version_sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`_promo_v_created_at_idx\` ON \`_promo_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promo_v_updated_at_idx\` ON \`_promo_v\` (\`updated_at\`);`)
  await db.run(
    sql`CREATE INDEX \`version_mulai_version_selesai_idx\` ON \`_promo_v\` (\`version_mulai\`,\`version_selesai\`);`,
  )
  await db.run(sql`CREATE INDEX \`version_selesai_idx\` ON \`_promo_v\` (\`version_selesai\`);`)
  await db.run(sql`CREATE TABLE \`_promo_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`produk_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_promo_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promo_v_rels_order_idx\` ON \`_promo_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_promo_v_rels_parent_idx\` ON \`_promo_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promo_v_rels_path_idx\` ON \`_promo_v_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`_promo_v_rels_produk_id_idx\` ON \`_promo_v_rels\` (\`produk_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`laporan_deleted_at_idx\` ON \`laporan\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`produk_deleted_at_idx\` ON \`produk\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`promo\` ADD \`diubah_oleh\` text;`)
  await db.run(sql`ALTER TABLE \`promo\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`promo_deleted_at_idx\` ON \`promo\` (\`deleted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_laporan_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_produk_v_version_keunggulan\`;`)
  await db.run(sql`DROP TABLE \`_produk_v\`;`)
  await db.run(sql`DROP TABLE \`_promo_v\`;`)
  await db.run(sql`DROP TABLE \`_promo_v_rels\`;`)
  await db.run(sql`DROP INDEX \`laporan_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`news_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`produk_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`promo_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`promo\` DROP COLUMN \`diubah_oleh\`;`)
  await db.run(sql`ALTER TABLE \`promo\` DROP COLUMN \`deleted_at\`;`)
}
