import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nama\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_username_idx\` ON \`users\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`laporan\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`judul\` text NOT NULL,
  	\`tanggal\` text NOT NULL,
  	\`jenis\` text DEFAULT 'Transparansi' NOT NULL,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`laporan_tanggal_idx\` ON \`laporan\` (\`tanggal\`);`)
  await db.run(sql`CREATE INDEX \`laporan_updated_at_idx\` ON \`laporan\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`laporan_created_at_idx\` ON \`laporan\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`laporan_filename_idx\` ON \`laporan\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`judul\` text NOT NULL,
  	\`slug\` text,
  	\`kategori\` text NOT NULL,
  	\`kutipan\` text,
  	\`isisatu\` text NOT NULL,
  	\`isidua\` text NOT NULL,
  	\`dibuat_pada\` text NOT NULL,
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
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_dibuat_pada_idx\` ON \`news\` (\`dibuat_pada\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_filename_idx\` ON \`news\` (\`filename\`);`)
  await db.run(
    sql`CREATE INDEX \`news_sizes_card_sizes_card_filename_idx\` ON \`news\` (\`sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`news_sizes_large_sizes_large_filename_idx\` ON \`news\` (\`sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE TABLE \`produk_keunggulan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`produk_keunggulan_order_idx\` ON \`produk_keunggulan\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`produk_keunggulan_parent_id_idx\` ON \`produk_keunggulan\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`produk\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`judul\` text NOT NULL,
  	\`slug\` text,
  	\`sub_judul\` text NOT NULL,
  	\`deskripsi\` text NOT NULL,
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
  await db.run(sql`CREATE UNIQUE INDEX \`produk_slug_idx\` ON \`produk\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`produk_updated_at_idx\` ON \`produk\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`produk_created_at_idx\` ON \`produk\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`produk_filename_idx\` ON \`produk\` (\`filename\`);`)
  await db.run(
    sql`CREATE INDEX \`produk_sizes_card_sizes_card_filename_idx\` ON \`produk\` (\`sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`produk_sizes_large_sizes_large_filename_idx\` ON \`produk\` (\`sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`laporan_id\` integer,
  	\`news_id\` integer,
  	\`produk_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`laporan_id\`) REFERENCES \`laporan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_misi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teks\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_misi_order_idx\` ON \`site_settings_misi\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_misi_parent_id_idx\` ON \`site_settings_misi\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_sejarah_paragraf\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teks\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_sejarah_paragraf_order_idx\` ON \`site_settings_sejarah_paragraf\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_sejarah_paragraf_parent_id_idx\` ON \`site_settings_sejarah_paragraf\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_sejarah_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tanggal\` text NOT NULL,
  	\`judul\` text NOT NULL,
  	\`keterangan\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_sejarah_timeline_order_idx\` ON \`site_settings_sejarah_timeline\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_sejarah_timeline_parent_id_idx\` ON \`site_settings_sejarah_timeline\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_pengurus_pendidikan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teks\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_pengurus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_pengurus_pendidikan_order_idx\` ON \`site_settings_pengurus_pendidikan\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_pengurus_pendidikan_parent_id_idx\` ON \`site_settings_pengurus_pendidikan\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_pengurus_riwayat_pekerjaan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teks\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_pengurus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_pengurus_riwayat_pekerjaan_order_idx\` ON \`site_settings_pengurus_riwayat_pekerjaan\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_pengurus_riwayat_pekerjaan_parent_id_idx\` ON \`site_settings_pengurus_riwayat_pekerjaan\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_pengurus\` (
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
    sql`CREATE INDEX \`site_settings_pengurus_order_idx\` ON \`site_settings_pengurus\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_pengurus_parent_id_idx\` ON \`site_settings_pengurus\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings\` (
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`laporan\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`produk_keunggulan\`;`)
  await db.run(sql`DROP TABLE \`produk\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_misi\`;`)
  await db.run(sql`DROP TABLE \`site_settings_sejarah_paragraf\`;`)
  await db.run(sql`DROP TABLE \`site_settings_sejarah_timeline\`;`)
  await db.run(sql`DROP TABLE \`site_settings_pengurus_pendidikan\`;`)
  await db.run(sql`DROP TABLE \`site_settings_pengurus_riwayat_pekerjaan\`;`)
  await db.run(sql`DROP TABLE \`site_settings_pengurus\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
