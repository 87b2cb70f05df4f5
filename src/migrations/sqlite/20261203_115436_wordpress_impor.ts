import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`wordpress_impor_id\` integer REFERENCES wordpress_impor(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_wordpress_impor_id_idx\` ON \`payload_locked_documents_rels\` (\`wordpress_impor_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`wordpress_impor\`;`)
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
}
