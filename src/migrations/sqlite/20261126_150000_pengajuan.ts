import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pengajuan\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nomor\` text NOT NULL,
  	\`jenis\` text NOT NULL,
  	\`status\` text DEFAULT 'baru' NOT NULL,
  	\`nama\` text NOT NULL,
  	\`telepon\` text NOT NULL,
  	\`email\` text,
  	\`kota\` text NOT NULL,
  	\`produk_id\` integer,
  	\`produk_judul\` text,
  	\`jumlah\` numeric,
  	\`tenor\` numeric,
  	\`jenis_margin\` text,
  	\`margin\` numeric,
  	\`angsuran\` numeric,
  	\`pesan\` text,
  	\`persetujuan\` text NOT NULL,
  	\`catatan\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pengajuan_nomor_idx\` ON \`pengajuan\` (\`nomor\`);`)
  await db.run(sql`CREATE INDEX \`pengajuan_status_idx\` ON \`pengajuan\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`pengajuan_telepon_idx\` ON \`pengajuan\` (\`telepon\`);`)
  await db.run(sql`CREATE INDEX \`pengajuan_produk_idx\` ON \`pengajuan\` (\`produk_id\`);`)
  await db.run(sql`CREATE INDEX \`pengajuan_updated_at_idx\` ON \`pengajuan\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pengajuan_created_at_idx\` ON \`pengajuan\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pengajuan_notifikasi\` (
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
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pengajuan_id\` integer REFERENCES pengajuan(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pengajuan_notifikasi_id\` integer REFERENCES pengajuan_notifikasi(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengajuan_id_idx\` ON \`payload_locked_documents_rels\` (\`pengajuan_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pengajuan_notifikasi_id_idx\` ON \`payload_locked_documents_rels\` (\`pengajuan_notifikasi_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pengajuan\`;`)
  await db.run(sql`DROP TABLE \`pengajuan_notifikasi\`;`)
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
  	\`aktivitas_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`laporan_id\`) REFERENCES \`laporan\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`aktivitas_id\`) REFERENCES \`aktivitas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "aktivitas_id") SELECT "id", "order", "parent_id", "path", "users_id", "laporan_id", "news_id", "produk_id", "aktivitas_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_aktivitas_id_idx\` ON \`payload_locked_documents_rels\` (\`aktivitas_id\`);`,
  )
}
