import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`edge_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`record\` numeric NOT NULL,
  	\`edge\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`edge_claims_edge_idx\` ON \`edge_claims\` (\`edge\`);`)
  await db.run(
    sql`CREATE INDEX \`edge_claims_updated_at_idx\` ON \`edge_claims\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`edge_claims_created_at_idx\` ON \`edge_claims\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`kind_record_edge_idx\` ON \`edge_claims\` (\`kind\`,\`record\`,\`edge\`);`,
  )
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`terbit_pada\` text;`)
  await db.run(sql`ALTER TABLE \`laporan\` ADD \`tarik_pada\` text;`)
  await db.run(sql`CREATE INDEX \`laporan_terbit_pada_idx\` ON \`laporan\` (\`terbit_pada\`);`)
  await db.run(sql`CREATE INDEX \`laporan_tarik_pada_idx\` ON \`laporan\` (\`tarik_pada\`);`)
  await db.run(
    sql`CREATE INDEX \`_status_terbitPada_tarikPada_idx\` ON \`laporan\` (\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`ALTER TABLE \`_laporan_v\` ADD \`version_terbit_pada\` text;`)
  await db.run(sql`ALTER TABLE \`_laporan_v\` ADD \`version_tarik_pada\` text;`)
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_version_terbit_pada_idx\` ON \`_laporan_v\` (\`version_terbit_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_laporan_v_version_version_tarik_pada_idx\` ON \`_laporan_v\` (\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version__status_version_terbitPada_version_tarikPada_idx\` ON \`_laporan_v\` (\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`ALTER TABLE \`news\` ADD \`terbit_pada\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`tarik_pada\` text;`)
  await db.run(sql`CREATE INDEX \`news_terbit_pada_idx\` ON \`news\` (\`terbit_pada\`);`)
  await db.run(sql`CREATE INDEX \`news_tarik_pada_idx\` ON \`news\` (\`tarik_pada\`);`)
  await db.run(
    sql`CREATE INDEX \`_status_terbitPada_tarikPada_1_idx\` ON \`news\` (\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_terbit_pada\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_tarik_pada\` text;`)
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_terbit_pada_idx\` ON \`_news_v\` (\`version_terbit_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_tarik_pada_idx\` ON \`_news_v\` (\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version__status_version_terbitPada_version_tarikPada_1_idx\` ON \`_news_v\` (\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`ALTER TABLE \`produk\` ADD \`terbit_pada\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`tarik_pada\` text;`)
  await db.run(sql`CREATE INDEX \`produk_terbit_pada_idx\` ON \`produk\` (\`terbit_pada\`);`)
  await db.run(sql`CREATE INDEX \`produk_tarik_pada_idx\` ON \`produk\` (\`tarik_pada\`);`)
  await db.run(
    sql`CREATE INDEX \`_status_terbitPada_tarikPada_2_idx\` ON \`produk\` (\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_terbit_pada\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_tarik_pada\` text;`)
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_terbit_pada_idx\` ON \`_produk_v\` (\`version_terbit_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_tarik_pada_idx\` ON \`_produk_v\` (\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version__status_version_terbitPada_version_tarikPada_2_idx\` ON \`_produk_v\` (\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`ALTER TABLE \`promo\` ADD \`terbit_pada\` text;`)
  await db.run(sql`ALTER TABLE \`promo\` ADD \`tarik_pada\` text;`)
  await db.run(sql`CREATE INDEX \`promo_terbit_pada_idx\` ON \`promo\` (\`terbit_pada\`);`)
  await db.run(sql`CREATE INDEX \`promo_tarik_pada_idx\` ON \`promo\` (\`tarik_pada\`);`)
  await db.run(
    sql`CREATE INDEX \`_status_terbitPada_tarikPada_3_idx\` ON \`promo\` (\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`ALTER TABLE \`_promo_v\` ADD \`version_terbit_pada\` text;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` ADD \`version_tarik_pada\` text;`)
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_terbit_pada_idx\` ON \`_promo_v\` (\`version_terbit_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_tarik_pada_idx\` ON \`_promo_v\` (\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version__status_version_terbitPada_version_tarikPada_3_idx\` ON \`_promo_v\` (\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`edge_claims_id\` integer REFERENCES edge_claims(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_edge_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`edge_claims_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`edge_claims\`;`)
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
  	\`gambar_situs_id\` integer,
  	\`aktivitas_id\` integer,
  	\`pengajuan_notifikasi_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`laporan_id\`) REFERENCES \`laporan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_id\`) REFERENCES \`promo\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengajuan_id\`) REFERENCES \`pengajuan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gambar_situs_id\`) REFERENCES \`gambar_situs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`aktivitas_id\`) REFERENCES \`aktivitas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pengajuan_notifikasi_id\`) REFERENCES \`pengajuan_notifikasi\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "promo_id", "pengajuan_id", "gambar_situs_id", "aktivitas_id", "pengajuan_notifikasi_id") SELECT "id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "promo_id", "pengajuan_id", "gambar_situs_id", "aktivitas_id", "pengajuan_notifikasi_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_gambar_situs_id_idx\` ON \`payload_locked_documents_rels\` (\`gambar_situs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_aktivitas_id_idx\` ON \`payload_locked_documents_rels\` (\`aktivitas_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengajuan_notifikasi_id_idx\` ON \`payload_locked_documents_rels\` (\`pengajuan_notifikasi_id\`);`,
  )
  await db.run(sql`DROP INDEX \`laporan_terbit_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`laporan_tarik_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_terbitPada_tarikPada_idx\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`terbit_pada\`;`)
  await db.run(sql`ALTER TABLE \`laporan\` DROP COLUMN \`tarik_pada\`;`)
  await db.run(sql`DROP INDEX \`_laporan_v_version_version_terbit_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`_laporan_v_version_version_tarik_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_terbitPada_version_tarikPada_idx\`;`)
  await db.run(sql`ALTER TABLE \`_laporan_v\` DROP COLUMN \`version_terbit_pada\`;`)
  await db.run(sql`ALTER TABLE \`_laporan_v\` DROP COLUMN \`version_tarik_pada\`;`)
  await db.run(sql`DROP INDEX \`news_terbit_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`news_tarik_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_terbitPada_tarikPada_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`terbit_pada\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`tarik_pada\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_terbit_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_tarik_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_terbitPada_version_tarikPada_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_terbit_pada\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_tarik_pada\`;`)
  await db.run(sql`DROP INDEX \`produk_terbit_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`produk_tarik_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_terbitPada_tarikPada_2_idx\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`terbit_pada\`;`)
  await db.run(sql`ALTER TABLE \`produk\` DROP COLUMN \`tarik_pada\`;`)
  await db.run(sql`DROP INDEX \`_produk_v_version_version_terbit_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`_produk_v_version_version_tarik_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_terbitPada_version_tarikPada_2_idx\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_terbit_pada\`;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` DROP COLUMN \`version_tarik_pada\`;`)
  await db.run(sql`DROP INDEX \`promo_terbit_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`promo_tarik_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_terbitPada_tarikPada_3_idx\`;`)
  await db.run(sql`ALTER TABLE \`promo\` DROP COLUMN \`terbit_pada\`;`)
  await db.run(sql`ALTER TABLE \`promo\` DROP COLUMN \`tarik_pada\`;`)
  await db.run(sql`DROP INDEX \`_promo_v_version_version_terbit_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`_promo_v_version_version_tarik_pada_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_terbitPada_version_tarikPada_3_idx\`;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` DROP COLUMN \`version_terbit_pada\`;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` DROP COLUMN \`version_tarik_pada\`;`)
}
