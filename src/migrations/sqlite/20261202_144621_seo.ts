import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`seo_judul\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`seo_deskripsi\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`seo_gambar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_seo_seo_gambar_idx\` ON \`news\` (\`seo_gambar_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_seo_judul\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_seo_deskripsi\` text;`)
  await db.run(
    sql`ALTER TABLE \`_news_v\` ADD \`version_seo_gambar_id\` integer REFERENCES media(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_seo_version_seo_gambar_idx\` ON \`_news_v\` (\`version_seo_gambar_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`produk\` ADD \`seo_judul\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`seo_deskripsi\` text;`)
  await db.run(sql`ALTER TABLE \`produk\` ADD \`seo_gambar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`produk_seo_seo_gambar_idx\` ON \`produk\` (\`seo_gambar_id\`);`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_seo_judul\` text;`)
  await db.run(sql`ALTER TABLE \`_produk_v\` ADD \`version_seo_deskripsi\` text;`)
  await db.run(
    sql`ALTER TABLE \`_produk_v\` ADD \`version_seo_gambar_id\` integer REFERENCES media(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_seo_version_seo_gambar_idx\` ON \`_produk_v\` (\`version_seo_gambar_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`promo\` ADD \`seo_judul\` text;`)
  await db.run(sql`ALTER TABLE \`promo\` ADD \`seo_deskripsi\` text;`)
  await db.run(sql`ALTER TABLE \`promo\` ADD \`seo_gambar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`promo_seo_seo_gambar_idx\` ON \`promo\` (\`seo_gambar_id\`);`)
  await db.run(sql`ALTER TABLE \`_promo_v\` ADD \`version_seo_judul\` text;`)
  await db.run(sql`ALTER TABLE \`_promo_v\` ADD \`version_seo_deskripsi\` text;`)
  await db.run(
    sql`ALTER TABLE \`_promo_v\` ADD \`version_seo_gambar_id\` integer REFERENCES media(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_seo_version_seo_gambar_idx\` ON \`_promo_v\` (\`version_seo_gambar_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`judul\` text,
  	\`slug\` text,
  	\`kategori\` text,
  	\`kutipan\` text,
  	\`isisatu\` text,
  	\`isisatu_rich\` text,
  	\`isidua\` text,
  	\`isidua_rich\` text,
  	\`dibuat_pada\` text,
  	\`terbit_pada\` text,
  	\`tarik_pada\` text,
  	\`diubah_oleh\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
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
    sql`INSERT INTO \`__new_news\`("id", "judul", "slug", "kategori", "kutipan", "isisatu", "isisatu_rich", "isidua", "isidua_rich", "dibuat_pada", "terbit_pada", "tarik_pada", "diubah_oleh", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename") SELECT "id", "judul", "slug", "kategori", "kutipan", "isisatu", "isisatu_rich", "isidua", "isidua_rich", "dibuat_pada", "terbit_pada", "tarik_pada", "diubah_oleh", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename" FROM \`news\`;`,
  )
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_dibuat_pada_idx\` ON \`news\` (\`dibuat_pada\`);`)
  await db.run(sql`CREATE INDEX \`news_terbit_pada_idx\` ON \`news\` (\`terbit_pada\`);`)
  await db.run(sql`CREATE INDEX \`news_tarik_pada_idx\` ON \`news\` (\`tarik_pada\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_filename_idx\` ON \`news\` (\`filename\`);`)
  await db.run(
    sql`CREATE INDEX \`news_sizes_card_sizes_card_filename_idx\` ON \`news\` (\`sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`news_sizes_large_sizes_large_filename_idx\` ON \`news\` (\`sizes_large_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`dibuatPada_createdAt_deletedAt__status_terbitPada_tarikP_idx\` ON \`news\` (\`dibuat_pada\`,\`created_at\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_2_idx\` ON \`news\` (\`kategori\`,\`dibuat_pada\`,\`created_at\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`deletedAt__status_terbitPada_tarikPada_1_idx\` ON \`news\` (\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_judul\` text,
  	\`version_slug\` text,
  	\`version_kategori\` text,
  	\`version_kutipan\` text,
  	\`version_isisatu\` text,
  	\`version_isisatu_rich\` text,
  	\`version_isidua\` text,
  	\`version_isidua_rich\` text,
  	\`version_dibuat_pada\` text,
  	\`version_terbit_pada\` text,
  	\`version_tarik_pada\` text,
  	\`version_diubah_oleh\` text,
  	\`version_prefix\` text DEFAULT '',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_card_url\` text,
  	\`version_sizes_card_width\` numeric,
  	\`version_sizes_card_height\` numeric,
  	\`version_sizes_card_mime_type\` text,
  	\`version_sizes_card_filesize\` numeric,
  	\`version_sizes_card_filename\` text,
  	\`version_sizes_large_url\` text,
  	\`version_sizes_large_width\` numeric,
  	\`version_sizes_large_height\` numeric,
  	\`version_sizes_large_mime_type\` text,
  	\`version_sizes_large_filesize\` numeric,
  	\`version_sizes_large_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_judul", "version_slug", "version_kategori", "version_kutipan", "version_isisatu", "version_isisatu_rich", "version_isidua", "version_isidua_rich", "version_dibuat_pada", "version_terbit_pada", "version_tarik_pada", "version_diubah_oleh", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_judul", "version_slug", "version_kategori", "version_kutipan", "version_isisatu", "version_isisatu_rich", "version_isidua", "version_isidua_rich", "version_dibuat_pada", "version_terbit_pada", "version_tarik_pada", "version_diubah_oleh", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "created_at", "updated_at", "latest" FROM \`_news_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_dibuat_pada_idx\` ON \`_news_v\` (\`version_dibuat_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_terbit_pada_idx\` ON \`_news_v\` (\`version_terbit_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_tarik_pada_idx\` ON \`_news_v\` (\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_filename_idx\` ON \`_news_v\` (\`version_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_sizes_card_version_sizes_card_filename_idx\` ON \`_news_v\` (\`version_sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_news_v_version_sizes_large_version_sizes_large_filename_idx\` ON \`_news_v\` (\`version_sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(
    sql`CREATE INDEX \`compound_index_3_idx\` ON \`_news_v\` (\`version_dibuat_pada\`,\`version_created_at\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_4_idx\` ON \`_news_v\` (\`version_kategori\`,\`version_dibuat_pada\`,\`version_created_at\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_5_idx\` ON \`_news_v\` (\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_produk\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`judul\` text,
  	\`slug\` text,
  	\`sub_judul\` text,
  	\`deskripsi\` text,
  	\`deskripsi_rich\` text,
  	\`terbit_pada\` text,
  	\`tarik_pada\` text,
  	\`diubah_oleh\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
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
    sql`INSERT INTO \`__new_produk\`("id", "judul", "slug", "sub_judul", "deskripsi", "deskripsi_rich", "terbit_pada", "tarik_pada", "diubah_oleh", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename") SELECT "id", "judul", "slug", "sub_judul", "deskripsi", "deskripsi_rich", "terbit_pada", "tarik_pada", "diubah_oleh", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename" FROM \`produk\`;`,
  )
  await db.run(sql`DROP TABLE \`produk\`;`)
  await db.run(sql`ALTER TABLE \`__new_produk\` RENAME TO \`produk\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`produk_slug_idx\` ON \`produk\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`produk_terbit_pada_idx\` ON \`produk\` (\`terbit_pada\`);`)
  await db.run(sql`CREATE INDEX \`produk_tarik_pada_idx\` ON \`produk\` (\`tarik_pada\`);`)
  await db.run(sql`CREATE INDEX \`produk_updated_at_idx\` ON \`produk\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`produk_created_at_idx\` ON \`produk\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`produk_deleted_at_idx\` ON \`produk\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`produk__status_idx\` ON \`produk\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`produk_filename_idx\` ON \`produk\` (\`filename\`);`)
  await db.run(
    sql`CREATE INDEX \`produk_sizes_card_sizes_card_filename_idx\` ON \`produk\` (\`sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`produk_sizes_large_sizes_large_filename_idx\` ON \`produk\` (\`sizes_large_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`deletedAt__status_terbitPada_tarikPada_2_idx\` ON \`produk\` (\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__produk_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_judul\` text,
  	\`version_slug\` text,
  	\`version_sub_judul\` text,
  	\`version_deskripsi\` text,
  	\`version_deskripsi_rich\` text,
  	\`version_terbit_pada\` text,
  	\`version_tarik_pada\` text,
  	\`version_diubah_oleh\` text,
  	\`version_prefix\` text DEFAULT '',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_card_url\` text,
  	\`version_sizes_card_width\` numeric,
  	\`version_sizes_card_height\` numeric,
  	\`version_sizes_card_mime_type\` text,
  	\`version_sizes_card_filesize\` numeric,
  	\`version_sizes_card_filename\` text,
  	\`version_sizes_large_url\` text,
  	\`version_sizes_large_width\` numeric,
  	\`version_sizes_large_height\` numeric,
  	\`version_sizes_large_mime_type\` text,
  	\`version_sizes_large_filesize\` numeric,
  	\`version_sizes_large_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`produk\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__produk_v\`("id", "parent_id", "version_judul", "version_slug", "version_sub_judul", "version_deskripsi", "version_deskripsi_rich", "version_terbit_pada", "version_tarik_pada", "version_diubah_oleh", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_judul", "version_slug", "version_sub_judul", "version_deskripsi", "version_deskripsi_rich", "version_terbit_pada", "version_tarik_pada", "version_diubah_oleh", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "created_at", "updated_at", "latest" FROM \`_produk_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_produk_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__produk_v\` RENAME TO \`_produk_v\`;`)
  await db.run(sql`CREATE INDEX \`_produk_v_parent_idx\` ON \`_produk_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_slug_idx\` ON \`_produk_v\` (\`version_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_terbit_pada_idx\` ON \`_produk_v\` (\`version_terbit_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_tarik_pada_idx\` ON \`_produk_v\` (\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_updated_at_idx\` ON \`_produk_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_created_at_idx\` ON \`_produk_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_deleted_at_idx\` ON \`_produk_v\` (\`version_deleted_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version__status_idx\` ON \`_produk_v\` (\`version__status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_version_filename_idx\` ON \`_produk_v\` (\`version_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_sizes_card_version_sizes_card_filename_idx\` ON \`_produk_v\` (\`version_sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_produk_v_version_sizes_large_version_sizes_large_filena_idx\` ON \`_produk_v\` (\`version_sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`_produk_v_created_at_idx\` ON \`_produk_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_produk_v_updated_at_idx\` ON \`_produk_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_produk_v_latest_idx\` ON \`_produk_v\` (\`latest\`);`)
  await db.run(
    sql`CREATE INDEX \`compound_index_6_idx\` ON \`_produk_v\` (\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_promo\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`judul\` text,
  	\`slug\` text,
  	\`mulai\` text,
  	\`selesai\` text,
  	\`ringkasan\` text,
  	\`isi\` text,
  	\`isi_rich\` text,
  	\`terbit_pada\` text,
  	\`tarik_pada\` text,
  	\`diubah_oleh\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
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
    sql`INSERT INTO \`__new_promo\`("id", "judul", "slug", "mulai", "selesai", "ringkasan", "isi", "isi_rich", "terbit_pada", "tarik_pada", "diubah_oleh", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename") SELECT "id", "judul", "slug", "mulai", "selesai", "ringkasan", "isi", "isi_rich", "terbit_pada", "tarik_pada", "diubah_oleh", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "_status", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename" FROM \`promo\`;`,
  )
  await db.run(sql`DROP TABLE \`promo\`;`)
  await db.run(sql`ALTER TABLE \`__new_promo\` RENAME TO \`promo\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`promo_slug_idx\` ON \`promo\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`promo_mulai_idx\` ON \`promo\` (\`mulai\`);`)
  await db.run(sql`CREATE INDEX \`promo_terbit_pada_idx\` ON \`promo\` (\`terbit_pada\`);`)
  await db.run(sql`CREATE INDEX \`promo_tarik_pada_idx\` ON \`promo\` (\`tarik_pada\`);`)
  await db.run(sql`CREATE INDEX \`promo_updated_at_idx\` ON \`promo\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_created_at_idx\` ON \`promo\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_deleted_at_idx\` ON \`promo\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`promo__status_idx\` ON \`promo\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`promo_filename_idx\` ON \`promo\` (\`filename\`);`)
  await db.run(
    sql`CREATE INDEX \`promo_sizes_card_sizes_card_filename_idx\` ON \`promo\` (\`sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`promo_sizes_large_sizes_large_filename_idx\` ON \`promo\` (\`sizes_large_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`mulai_selesai_deletedAt__status_terbitPada_tarikPada_idx\` ON \`promo\` (\`mulai\`,\`selesai\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`selesai_deletedAt__status_terbitPada_tarikPada_idx\` ON \`promo\` (\`selesai\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`deletedAt__status_terbitPada_tarikPada_3_idx\` ON \`promo\` (\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__promo_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_judul\` text,
  	\`version_slug\` text,
  	\`version_mulai\` text,
  	\`version_selesai\` text,
  	\`version_ringkasan\` text,
  	\`version_isi\` text,
  	\`version_isi_rich\` text,
  	\`version_terbit_pada\` text,
  	\`version_tarik_pada\` text,
  	\`version_diubah_oleh\` text,
  	\`version_prefix\` text DEFAULT '',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_card_url\` text,
  	\`version_sizes_card_width\` numeric,
  	\`version_sizes_card_height\` numeric,
  	\`version_sizes_card_mime_type\` text,
  	\`version_sizes_card_filesize\` numeric,
  	\`version_sizes_card_filename\` text,
  	\`version_sizes_large_url\` text,
  	\`version_sizes_large_width\` numeric,
  	\`version_sizes_large_height\` numeric,
  	\`version_sizes_large_mime_type\` text,
  	\`version_sizes_large_filesize\` numeric,
  	\`version_sizes_large_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promo\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__promo_v\`("id", "parent_id", "version_judul", "version_slug", "version_mulai", "version_selesai", "version_ringkasan", "version_isi", "version_isi_rich", "version_terbit_pada", "version_tarik_pada", "version_diubah_oleh", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_judul", "version_slug", "version_mulai", "version_selesai", "version_ringkasan", "version_isi", "version_isi_rich", "version_terbit_pada", "version_tarik_pada", "version_diubah_oleh", "version_prefix", "version__objectkey", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "created_at", "updated_at", "latest" FROM \`_promo_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_promo_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__promo_v\` RENAME TO \`_promo_v\`;`)
  await db.run(sql`CREATE INDEX \`_promo_v_parent_idx\` ON \`_promo_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_slug_idx\` ON \`_promo_v\` (\`version_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_mulai_idx\` ON \`_promo_v\` (\`version_mulai\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_terbit_pada_idx\` ON \`_promo_v\` (\`version_terbit_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_tarik_pada_idx\` ON \`_promo_v\` (\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_updated_at_idx\` ON \`_promo_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_created_at_idx\` ON \`_promo_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_deleted_at_idx\` ON \`_promo_v\` (\`version_deleted_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version__status_idx\` ON \`_promo_v\` (\`version__status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_version_filename_idx\` ON \`_promo_v\` (\`version_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_sizes_card_version_sizes_card_filename_idx\` ON \`_promo_v\` (\`version_sizes_card_filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promo_v_version_sizes_large_version_sizes_large_filenam_idx\` ON \`_promo_v\` (\`version_sizes_large_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`_promo_v_created_at_idx\` ON \`_promo_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promo_v_updated_at_idx\` ON \`_promo_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promo_v_latest_idx\` ON \`_promo_v\` (\`latest\`);`)
  await db.run(
    sql`CREATE INDEX \`compound_index_7_idx\` ON \`_promo_v\` (\`version_mulai\`,\`version_selesai\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_8_idx\` ON \`_promo_v\` (\`version_selesai\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_9_idx\` ON \`_promo_v\` (\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
}
