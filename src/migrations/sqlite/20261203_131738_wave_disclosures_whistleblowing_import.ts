import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`wbs_lampiran\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kunci\` text NOT NULL,
  	\`nama\` text NOT NULL,
  	\`mime\` text NOT NULL,
  	\`ukuran\` numeric NOT NULL,
  	\`jenis\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`wbs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`wbs_lampiran_order_idx\` ON \`wbs_lampiran\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`wbs_lampiran_parent_id_idx\` ON \`wbs_lampiran\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`wbs_percakapan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`dari\` text NOT NULL,
  	\`teks\` text,
  	\`pada\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`wbs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`wbs_percakapan_order_idx\` ON \`wbs_percakapan\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`wbs_percakapan_parent_id_idx\` ON \`wbs_percakapan\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`wbs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nomor\` text NOT NULL,
  	\`kode_hash\` text NOT NULL,
  	\`status\` text DEFAULT 'diterima' NOT NULL,
  	\`hasil\` text,
  	\`kesimpulan\` text,
  	\`apa\` text NOT NULL,
  	\`siapa\` text NOT NULL,
  	\`kapan\` text NOT NULL,
  	\`dimana\` text NOT NULL,
  	\`bagaimana\` text NOT NULL,
  	\`anonim\` integer DEFAULT true,
  	\`nama\` text,
  	\`kontak\` text,
  	\`diterima_pada\` text NOT NULL,
  	\`selesai_pada\` text,
  	\`persetujuan\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`wbs_nomor_idx\` ON \`wbs\` (\`nomor\`);`)
  await db.run(sql`CREATE INDEX \`wbs_status_idx\` ON \`wbs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`wbs_updated_at_idx\` ON \`wbs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`wbs_created_at_idx\` ON \`wbs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`bagi_hasil\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`produk_id\` integer NOT NULL,
  	\`tenor\` numeric NOT NULL,
  	\`bulan\` text NOT NULL,
  	\`nisbah_nasabah\` numeric NOT NULL,
  	\`nisbah_bank\` numeric NOT NULL,
  	\`ekuivalen\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`bagi_hasil_produk_idx\` ON \`bagi_hasil\` (\`produk_id\`);`)
  await db.run(sql`CREATE INDEX \`bagi_hasil_bulan_idx\` ON \`bagi_hasil\` (\`bulan\`);`)
  await db.run(sql`CREATE INDEX \`bagi_hasil_updated_at_idx\` ON \`bagi_hasil\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bagi_hasil_created_at_idx\` ON \`bagi_hasil\` (\`created_at\`);`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`bulan_produk_tenor_idx\` ON \`bagi_hasil\` (\`bulan\`,\`produk_id\`,\`tenor\`);`,
  )
  await db.run(sql`CREATE TABLE \`kebijakan_privasi\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`versi\` numeric,
  	\`isi\` text NOT NULL,
  	\`catatan\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`kebijakan_privasi_versi_idx\` ON \`kebijakan_privasi\` (\`versi\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`kebijakan_privasi_updated_at_idx\` ON \`kebijakan_privasi\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`kebijakan_privasi_created_at_idx\` ON \`kebijakan_privasi\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`wordpress_impor\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kunci\` text NOT NULL,
  	\`jenis\` text NOT NULL,
  	\`rekaman\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`wordpress_impor_kunci_idx\` ON \`wordpress_impor\` (\`kunci\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`wordpress_impor_updated_at_idx\` ON \`wordpress_impor\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`wordpress_impor_created_at_idx\` ON \`wordpress_impor\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_dps_pendidikan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teks\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_dps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_dps_pendidikan_order_idx\` ON \`site_settings_dps_pendidikan\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_dps_pendidikan_parent_id_idx\` ON \`site_settings_dps_pendidikan\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_dps_pengalaman\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teks\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_dps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_dps_pengalaman_order_idx\` ON \`site_settings_dps_pengalaman\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_dps_pengalaman_parent_id_idx\` ON \`site_settings_dps_pengalaman\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_dps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`foto_id\` integer,
  	\`nama\` text NOT NULL,
  	\`peran\` text NOT NULL,
  	FOREIGN KEY (\`foto_id\`) REFERENCES \`gambar_situs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_dps_order_idx\` ON \`site_settings_dps\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_dps_parent_id_idx\` ON \`site_settings_dps\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_dps_foto_idx\` ON \`site_settings_dps\` (\`foto_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`users\` ADD \`petugas_whistleblowing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pengajuan\` ADD \`versi_kebijakan_privasi\` numeric;`)
  await db.run(sql`ALTER TABLE \`pengaduan\` ADD \`versi_kebijakan_privasi\` numeric;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`wbs_id\` integer REFERENCES wbs(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bagi_hasil_id\` integer REFERENCES bagi_hasil(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`kebijakan_privasi_id\` integer REFERENCES kebijakan_privasi(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`wordpress_impor_id\` integer REFERENCES wordpress_impor(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_wbs_id_idx\` ON \`payload_locked_documents_rels\` (\`wbs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_bagi_hasil_id_idx\` ON \`payload_locked_documents_rels\` (\`bagi_hasil_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_kebijakan_privasi_id_idx\` ON \`payload_locked_documents_rels\` (\`kebijakan_privasi_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_wordpress_impor_id_idx\` ON \`payload_locked_documents_rels\` (\`wordpress_impor_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`whistleblowing_pengantar\` text DEFAULT 'Laporkan dugaan kecurangan, suap, atau pelanggaran lain oleh pegawai, pengurus, atau mitra bank. Anda boleh melapor tanpa nama; laporan hanya dibaca oleh petugas whistleblowing.';`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`whistleblowing_retensi_tahun\` numeric DEFAULT 5;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`wbs_lampiran\`;`)
  await db.run(sql`DROP TABLE \`wbs_percakapan\`;`)
  await db.run(sql`DROP TABLE \`wbs\`;`)
  await db.run(sql`DROP TABLE \`bagi_hasil\`;`)
  await db.run(sql`DROP TABLE \`kebijakan_privasi\`;`)
  await db.run(sql`DROP TABLE \`wordpress_impor\`;`)
  await db.run(sql`DROP TABLE \`site_settings_dps_pendidikan\`;`)
  await db.run(sql`DROP TABLE \`site_settings_dps_pengalaman\`;`)
  await db.run(sql`DROP TABLE \`site_settings_dps\`;`)
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
  	\`pengajuan_id\` integer,
  	\`pengaduan_id\` integer,
  	\`media_id\` integer,
  	\`pengalihan_id\` integer,
  	\`log404_id\` integer,
  	\`gambar_situs_id\` integer,
  	\`aktivitas_id\` integer,
  	\`pengajuan_notifikasi_id\` integer,
  	\`edge_claims_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`laporan_id\`) REFERENCES \`laporan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_id\`) REFERENCES \`promo\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengajuan_id\`) REFERENCES \`pengajuan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengaduan_id\`) REFERENCES \`pengaduan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengalihan_id\`) REFERENCES \`pengalihan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`log404_id\`) REFERENCES \`log404\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gambar_situs_id\`) REFERENCES \`gambar_situs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`aktivitas_id\`) REFERENCES \`aktivitas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengajuan_notifikasi_id\`) REFERENCES \`pengajuan_notifikasi\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`edge_claims_id\`) REFERENCES \`edge_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "promo_id", "pengajuan_id", "pengaduan_id", "media_id", "pengalihan_id", "log404_id", "gambar_situs_id", "aktivitas_id", "pengajuan_notifikasi_id", "edge_claims_id") SELECT "id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "promo_id", "pengajuan_id", "pengaduan_id", "media_id", "pengalihan_id", "log404_id", "gambar_situs_id", "aktivitas_id", "pengajuan_notifikasi_id", "edge_claims_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_pengajuan_id_idx\` ON \`payload_locked_documents_rels\` (\`pengajuan_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengaduan_id_idx\` ON \`payload_locked_documents_rels\` (\`pengaduan_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengalihan_id_idx\` ON \`payload_locked_documents_rels\` (\`pengalihan_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_log404_id_idx\` ON \`payload_locked_documents_rels\` (\`log404_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_gambar_situs_id_idx\` ON \`payload_locked_documents_rels\` (\`gambar_situs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_aktivitas_id_idx\` ON \`payload_locked_documents_rels\` (\`aktivitas_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengajuan_notifikasi_id_idx\` ON \`payload_locked_documents_rels\` (\`pengajuan_notifikasi_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_edge_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`edge_claims_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`petugas_whistleblowing\`;`)
  await db.run(sql`ALTER TABLE \`pengajuan\` DROP COLUMN \`versi_kebijakan_privasi\`;`)
  await db.run(sql`ALTER TABLE \`pengaduan\` DROP COLUMN \`versi_kebijakan_privasi\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whistleblowing_pengantar\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whistleblowing_retensi_tahun\`;`)
}
