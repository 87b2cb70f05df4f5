import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`ALTER TABLE \`pengajuan_notifikasi\` ADD \`wbs_id\` integer REFERENCES wbs(id) ON DELETE set null;`,
  )
  await db.run(
    sql`CREATE INDEX \`pengajuan_notifikasi_wbs_idx\` ON \`pengajuan_notifikasi\` (\`wbs_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pengajuan_notifikasi\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pengajuan_id\` integer,
  	\`pengaduan_id\` integer,
  	\`pesan\` text,
  	\`channel\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text NOT NULL,
  	\`claimed_until\` text,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`pengajuan_id\`) REFERENCES \`pengajuan\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pengaduan_id\`) REFERENCES \`pengaduan\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_pengajuan_notifikasi\`("id", "pengajuan_id", "pengaduan_id", "pesan", "channel", "status", "attempts", "next_attempt_at", "claimed_until", "last_error", "sent_at", "updated_at", "created_at") SELECT "id", "pengajuan_id", "pengaduan_id", "pesan", "channel", "status", "attempts", "next_attempt_at", "claimed_until", "last_error", "sent_at", "updated_at", "created_at" FROM \`pengajuan_notifikasi\`;`,
  )
  await db.run(sql`DROP TABLE \`pengajuan_notifikasi\`;`)
  await db.run(sql`ALTER TABLE \`__new_pengajuan_notifikasi\` RENAME TO \`pengajuan_notifikasi\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`pengajuan_notifikasi_pengajuan_idx\` ON \`pengajuan_notifikasi\` (\`pengajuan_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pengajuan_notifikasi_pengaduan_idx\` ON \`pengajuan_notifikasi\` (\`pengaduan_id\`);`,
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
}
