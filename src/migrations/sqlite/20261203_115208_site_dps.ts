import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_dps_pendidikan\`;`)
  await db.run(sql`DROP TABLE \`site_settings_dps_pengalaman\`;`)
  await db.run(sql`DROP TABLE \`site_settings_dps\`;`)
}
