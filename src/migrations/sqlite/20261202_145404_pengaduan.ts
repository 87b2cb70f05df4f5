import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pengaduan_lampiran\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kunci\` text NOT NULL,
  	\`nama\` text NOT NULL,
  	\`mime\` text NOT NULL,
  	\`ukuran\` numeric NOT NULL,
  	\`jenis\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pengaduan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pengaduan_lampiran_order_idx\` ON \`pengaduan_lampiran\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pengaduan_lampiran_parent_id_idx\` ON \`pengaduan_lampiran\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pengaduan_catatan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teks\` text NOT NULL,
  	\`oleh_id\` integer,
  	\`pada\` text NOT NULL,
  	FOREIGN KEY (\`oleh_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pengaduan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pengaduan_catatan_order_idx\` ON \`pengaduan_catatan\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pengaduan_catatan_parent_id_idx\` ON \`pengaduan_catatan\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pengaduan_catatan_oleh_idx\` ON \`pengaduan_catatan\` (\`oleh_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pengaduan_tambahan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teks\` text,
  	\`pada\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pengaduan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pengaduan_tambahan_order_idx\` ON \`pengaduan_tambahan\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pengaduan_tambahan_parent_id_idx\` ON \`pengaduan_tambahan\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pengaduan\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nomor\` text NOT NULL,
  	\`kode_hash\` text NOT NULL,
  	\`kanal\` text NOT NULL,
  	\`status\` text DEFAULT 'diterima' NOT NULL,
  	\`nama\` text NOT NULL,
  	\`telepon\` text NOT NULL,
  	\`email\` text,
  	\`rekening\` text,
  	\`produk\` text,
  	\`tanggal_kejadian\` text,
  	\`kronologi\` text NOT NULL,
  	\`kerugian\` numeric,
  	\`penyelesaian\` text,
  	\`mewakili\` integer DEFAULT false,
  	\`diterima_pada\` text NOT NULL,
  	\`jatuh_tempo\` text NOT NULL,
  	\`alasan_perpanjangan\` text,
  	\`jawaban\` text,
  	\`kekurangan\` text,
  	\`selesai_pada\` text,
  	\`petugas_id\` integer,
  	\`persetujuan\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`petugas_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pengaduan_nomor_idx\` ON \`pengaduan\` (\`nomor\`);`)
  await db.run(sql`CREATE INDEX \`pengaduan_kanal_idx\` ON \`pengaduan\` (\`kanal\`);`)
  await db.run(sql`CREATE INDEX \`pengaduan_status_idx\` ON \`pengaduan\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`pengaduan_telepon_idx\` ON \`pengaduan\` (\`telepon\`);`)
  await db.run(sql`CREATE INDEX \`pengaduan_jatuh_tempo_idx\` ON \`pengaduan\` (\`jatuh_tempo\`);`)
  await db.run(sql`CREATE INDEX \`pengaduan_petugas_idx\` ON \`pengaduan\` (\`petugas_id\`);`)
  await db.run(sql`CREATE INDEX \`pengaduan_updated_at_idx\` ON \`pengaduan\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pengaduan_created_at_idx\` ON \`pengaduan\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_pengaduan_cuti_bersama\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tanggal\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_pengaduan_cuti_bersama_order_idx\` ON \`site_settings_pengaduan_cuti_bersama\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_pengaduan_cuti_bersama_parent_id_idx\` ON \`site_settings_pengaduan_cuti_bersama\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`pengajuan_notifikasi\` ADD \`pengaduan_id\` integer REFERENCES pengaduan(id);`,
  )
  await db.run(sql`ALTER TABLE \`pengajuan_notifikasi\` ADD \`pesan\` text;`)
  await db.run(
    sql`CREATE INDEX \`pengajuan_notifikasi_pengaduan_idx\` ON \`pengajuan_notifikasi\` (\`pengaduan_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pengaduan_id\` integer REFERENCES pengaduan(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengaduan_id_idx\` ON \`payload_locked_documents_rels\` (\`pengaduan_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`pengaduan_pengantar\` text DEFAULT 'Kami menerima pengaduan atas produk dan layanan bank. Setiap pengaduan dicatat dengan nomor, ditangani dalam batas waktu yang ditetapkan, dan dapat Anda pantau statusnya.';`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`pengaduan_siapa\` text DEFAULT 'Nasabah atau calon nasabah bank, atau wakilnya yang membawa surat kuasa bermeterai dari nasabah tersebut.';`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`pengaduan_lampiran\` text DEFAULT 'Fotokopi/foto KTP, bukti transaksi atau dokumen pendukung lainnya, dan surat kuasa bila mewakili orang lain.';`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`pengaduan_batas_lisan\` numeric DEFAULT 5;`)
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`pengaduan_batas_tertulis\` numeric DEFAULT 10;`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`pengaduan_perpanjangan\` numeric DEFAULT 10;`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`pengaduan_retensi_tahun\` numeric DEFAULT 5;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pengaduan_lampiran\`;`)
  await db.run(sql`DROP TABLE \`pengaduan_catatan\`;`)
  await db.run(sql`DROP TABLE \`pengaduan_tambahan\`;`)
  await db.run(sql`DROP TABLE \`pengaduan\`;`)
  await db.run(sql`DROP TABLE \`site_settings_pengaduan_cuti_bersama\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pengajuan_notifikasi\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pengajuan_id\` integer,
  	\`channel\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text NOT NULL,
  	\`claimed_until\` text,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`pengajuan_id\`) REFERENCES \`pengajuan\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_pengajuan_notifikasi\`("id", "pengajuan_id", "channel", "status", "attempts", "next_attempt_at", "claimed_until", "last_error", "sent_at", "updated_at", "created_at") SELECT "id", "pengajuan_id", "channel", "status", "attempts", "next_attempt_at", "claimed_until", "last_error", "sent_at", "updated_at", "created_at" FROM \`pengajuan_notifikasi\`;`,
  )
  await db.run(sql`DROP TABLE \`pengajuan_notifikasi\`;`)
  await db.run(sql`ALTER TABLE \`__new_pengajuan_notifikasi\` RENAME TO \`pengajuan_notifikasi\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`pengajuan_notifikasi_pengajuan_idx\` ON \`pengajuan_notifikasi\` (\`pengajuan_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pengajuan_notifikasi_next_attempt_at_idx\` ON \`pengajuan_notifikasi\` (\`next_attempt_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pengajuan_notifikasi_updated_at_idx\` ON \`pengajuan_notifikasi\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pengajuan_notifikasi_created_at_idx\` ON \`pengajuan_notifikasi\` (\`created_at\`);`,
  )
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
  	\`media_id\` integer,
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gambar_situs_id\`) REFERENCES \`gambar_situs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`aktivitas_id\`) REFERENCES \`aktivitas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengajuan_notifikasi_id\`) REFERENCES \`pengajuan_notifikasi\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`edge_claims_id\`) REFERENCES \`edge_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "promo_id", "pengajuan_id", "media_id", "gambar_situs_id", "aktivitas_id", "pengajuan_notifikasi_id", "edge_claims_id") SELECT "id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "promo_id", "pengajuan_id", "media_id", "gambar_situs_id", "aktivitas_id", "pengajuan_notifikasi_id", "edge_claims_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  )
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
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
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
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pengaduan_pengantar\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pengaduan_siapa\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pengaduan_lampiran\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pengaduan_batas_lisan\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pengaduan_batas_tertulis\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pengaduan_perpanjangan\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pengaduan_retensi_tahun\`;`)
}
