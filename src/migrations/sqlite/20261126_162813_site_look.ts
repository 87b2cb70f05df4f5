import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`gambar_situs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(
    sql`CREATE INDEX \`gambar_situs_updated_at_idx\` ON \`gambar_situs\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`gambar_situs_created_at_idx\` ON \`gambar_situs\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`gambar_situs_filename_idx\` ON \`gambar_situs\` (\`filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`gambar_situs_sizes_card_sizes_card_filename_idx\` ON \`gambar_situs\` (\`sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`gambar_situs_sizes_large_sizes_large_filename_idx\` ON \`gambar_situs\` (\`sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`gambar_id\` integer,
  	\`judul\` text NOT NULL,
  	\`tagline\` text NOT NULL,
  	FOREIGN KEY (\`gambar_id\`) REFERENCES \`gambar_situs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_hero_order_idx\` ON \`site_settings_hero\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_hero_parent_id_idx\` ON \`site_settings_hero\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_hero_gambar_idx\` ON \`site_settings_hero\` (\`gambar_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_slideshow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`gambar_id\` integer,
  	FOREIGN KEY (\`gambar_id\`) REFERENCES \`gambar_situs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_slideshow_order_idx\` ON \`site_settings_slideshow\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_slideshow_parent_id_idx\` ON \`site_settings_slideshow\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_slideshow_gambar_idx\` ON \`site_settings_slideshow\` (\`gambar_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gambar_situs_id\` integer REFERENCES gambar_situs(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_gambar_situs_id_idx\` ON \`payload_locked_documents_rels\` (\`gambar_situs_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings_pengurus\` ADD \`foto_id\` integer REFERENCES gambar_situs(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_pengurus_foto_idx\` ON \`site_settings_pengurus\` (\`foto_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`site_settings_pengurus\` DROP COLUMN \`foto\`;`)
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`gambar_struktur_id\` integer REFERENCES gambar_situs(id);`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`pengumuman_teks\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`pengumuman_tautan\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`pengumuman_mulai\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`pengumuman_selesai\` text;`)
  await db.run(
    sql`CREATE INDEX \`site_settings_gambar_struktur_idx\` ON \`site_settings\` (\`gambar_struktur_id\`);`,
  )
  // The one headline and tagline the hero had become each of its three banners' own.
  await db.run(sql`INSERT INTO \`site_settings_hero\` (\`_order\`, \`_parent_id\`, \`id\`, \`judul\`, \`tagline\`)
    SELECT n.k, s.\`id\`, 'hero-' || n.k, s.\`sambutan\`, s.\`tagline\`
    FROM \`site_settings\` s, (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3) n
    WHERE s.\`sambutan\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`sambutan\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tagline\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`gambar_situs\`;`)
  await db.run(sql`DROP TABLE \`site_settings_hero\`;`)
  await db.run(sql`DROP TABLE \`site_settings_slideshow\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`laporan_id\` integer,
  	\`news_id\` integer,
  	\`produk_id\` integer,
  	\`promo_id\` integer,
  	\`aktivitas_id\` integer,
  	\`pengajuan_id\` integer,
  	\`pengajuan_notifikasi_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`laporan_id\`) REFERENCES \`laporan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_id\`) REFERENCES \`promo\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`aktivitas_id\`) REFERENCES \`aktivitas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengajuan_id\`) REFERENCES \`pengajuan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengajuan_notifikasi_id\`) REFERENCES \`pengajuan_notifikasi\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "promo_id", "aktivitas_id", "pengajuan_id", "pengajuan_notifikasi_id") SELECT "id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "promo_id", "aktivitas_id", "pengajuan_id", "pengajuan_notifikasi_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_laporan_id_idx\` ON \`payload_locked_documents_rels\` (\`laporan_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_produk_id_idx\` ON \`payload_locked_documents_rels\` (\`produk_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_promo_id_idx\` ON \`payload_locked_documents_rels\` (\`promo_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_aktivitas_id_idx\` ON \`payload_locked_documents_rels\` (\`aktivitas_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengajuan_id_idx\` ON \`payload_locked_documents_rels\` (\`pengajuan_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengajuan_notifikasi_id_idx\` ON \`payload_locked_documents_rels\` (\`pengajuan_notifikasi_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_site_settings_pengurus\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nama\` text NOT NULL,
  	\`jabatan\` text NOT NULL,
  	\`foto\` text NOT NULL,
  	\`tempat_tanggal_lahir\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_site_settings_pengurus\`("_order", "_parent_id", "id", "nama", "jabatan", "foto", "tempat_tanggal_lahir") SELECT "_order", "_parent_id", "id", "nama", "jabatan", "foto", "tempat_tanggal_lahir" FROM \`site_settings_pengurus\`;`,
  )
  await db.run(sql`DROP TABLE \`site_settings_pengurus\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_site_settings_pengurus\` RENAME TO \`site_settings_pengurus\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_pengurus_order_idx\` ON \`site_settings_pengurus\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_pengurus_parent_id_idx\` ON \`site_settings_pengurus\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nama_bank\` text NOT NULL,
  	\`nama_singkat\` text NOT NULL,
  	\`motto\` text NOT NULL,
  	\`motto_penjelasan\` text NOT NULL,
  	\`sambutan\` text NOT NULL,
  	\`tagline\` text NOT NULL,
  	\`tagline_kemitraan\` text NOT NULL,
  	\`keterangan_struktur\` text NOT NULL,
  	\`alamat_jalan\` text NOT NULL,
  	\`alamat_kota\` text NOT NULL,
  	\`alamat_provinsi\` text NOT NULL,
  	\`alamat_kode_pos\` text NOT NULL,
  	\`alamat_lengkap\` text NOT NULL,
  	\`telepon\` text NOT NULL,
  	\`whatsapp\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`jam_operasional\` text NOT NULL,
  	\`sosial_instagram\` text,
  	\`sosial_facebook\` text,
  	\`sosial_youtube\` text,
  	\`tentang\` text NOT NULL,
  	\`pernyataan_ojk\` text NOT NULL,
  	\`pernyataan_lps\` text NOT NULL,
  	\`visi\` text NOT NULL,
  	\`sejarah_tahukah_anda\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_site_settings\`("id", "nama_bank", "nama_singkat", "motto", "motto_penjelasan", "sambutan", "tagline", "tagline_kemitraan", "keterangan_struktur", "alamat_jalan", "alamat_kota", "alamat_provinsi", "alamat_kode_pos", "alamat_lengkap", "telepon", "whatsapp", "email", "jam_operasional", "sosial_instagram", "sosial_facebook", "sosial_youtube", "tentang", "pernyataan_ojk", "pernyataan_lps", "visi", "sejarah_tahukah_anda", "updated_at", "created_at") SELECT "id", "nama_bank", "nama_singkat", "motto", "motto_penjelasan", "sambutan", "tagline", "tagline_kemitraan", "keterangan_struktur", "alamat_jalan", "alamat_kota", "alamat_provinsi", "alamat_kode_pos", "alamat_lengkap", "telepon", "whatsapp", "email", "jam_operasional", "sosial_instagram", "sosial_facebook", "sosial_youtube", "tentang", "pernyataan_ojk", "pernyataan_lps", "visi", "sejarah_tahukah_anda", "updated_at", "created_at" FROM \`site_settings\`;`,
  )
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
}
