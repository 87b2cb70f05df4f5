import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_media_id_idx\` ON \`news_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_media_id_idx\` ON \`_news_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`produk_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`produk_rels_order_idx\` ON \`produk_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`produk_rels_parent_idx\` ON \`produk_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`produk_rels_path_idx\` ON \`produk_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`produk_rels_media_id_idx\` ON \`produk_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_produk_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_produk_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_produk_v_rels_order_idx\` ON \`_produk_v_rels\` (\`order\`);`)
  await db.run(
    sql`CREATE INDEX \`_produk_v_rels_parent_idx\` ON \`_produk_v_rels\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`_produk_v_rels_path_idx\` ON \`_produk_v_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`_produk_v_rels_media_id_idx\` ON \`_produk_v_rels\` (\`media_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`promo_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`promo_rels_media_id_idx\` ON \`promo_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`_promo_v_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(
    sql`CREATE INDEX \`_promo_v_rels_media_id_idx\` ON \`_promo_v_rels\` (\`media_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`produk_rels\`;`)
  await db.run(sql`DROP TABLE \`_produk_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_promo_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`produk_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promo\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_promo_rels\`("id", "order", "parent_id", "path", "produk_id") SELECT "id", "order", "parent_id", "path", "produk_id" FROM \`promo_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`promo_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_promo_rels\` RENAME TO \`promo_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`promo_rels_order_idx\` ON \`promo_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promo_rels_parent_idx\` ON \`promo_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_rels_path_idx\` ON \`promo_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`promo_rels_produk_id_idx\` ON \`promo_rels\` (\`produk_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__promo_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`produk_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_promo_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produk_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__promo_v_rels\`("id", "order", "parent_id", "path", "produk_id") SELECT "id", "order", "parent_id", "path", "produk_id" FROM \`_promo_v_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`_promo_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__promo_v_rels\` RENAME TO \`_promo_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_promo_v_rels_order_idx\` ON \`_promo_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_promo_v_rels_parent_idx\` ON \`_promo_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promo_v_rels_path_idx\` ON \`_promo_v_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`_promo_v_rels_produk_id_idx\` ON \`_promo_v_rels\` (\`produk_id\`);`,
  )
}
