import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`jenis_tanggal_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_terbitPada_tarikPada_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`jenis_tanggal_createdAt_deletedAt__status_terbitPada_tar_idx\` ON \`laporan\` (\`jenis\`,\`tanggal\`,\`created_at\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`deletedAt__status_terbitPada_tarikPada_idx\` ON \`laporan\` (\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`version_jenis_version_tanggal_version_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_terbitPada_version_tarikPada_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`compound_index_idx\` ON \`_laporan_v\` (\`version_jenis\`,\`version_tanggal\`,\`version_created_at\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_1_idx\` ON \`_laporan_v\` (\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`dibuatPada_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`kategori_dibuatPada_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_terbitPada_tarikPada_1_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`dibuatPada_createdAt_deletedAt__status_terbitPada_tarikP_idx\` ON \`news\` (\`dibuat_pada\`,\`created_at\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_2_idx\` ON \`news\` (\`kategori\`,\`dibuat_pada\`,\`created_at\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`deletedAt__status_terbitPada_tarikPada_1_idx\` ON \`news\` (\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`version_dibuatPada_version_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version_kategori_version_dibuatPada_version_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_terbitPada_version_tarikPada_1_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`compound_index_3_idx\` ON \`_news_v\` (\`version_dibuat_pada\`,\`version_created_at\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_4_idx\` ON \`_news_v\` (\`version_kategori\`,\`version_dibuat_pada\`,\`version_created_at\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_5_idx\` ON \`_news_v\` (\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`_status_terbitPada_tarikPada_2_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`deletedAt__status_terbitPada_tarikPada_2_idx\` ON \`produk\` (\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`version__status_version_terbitPada_version_tarikPada_2_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`compound_index_6_idx\` ON \`_produk_v\` (\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`mulai_selesai_idx\`;`)
  await db.run(sql`DROP INDEX \`selesai_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_terbitPada_tarikPada_3_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`mulai_selesai_deletedAt__status_terbitPada_tarikPada_idx\` ON \`promo\` (\`mulai\`,\`selesai\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`selesai_deletedAt__status_terbitPada_tarikPada_idx\` ON \`promo\` (\`selesai\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`deletedAt__status_terbitPada_tarikPada_3_idx\` ON \`promo\` (\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`version_mulai_version_selesai_idx\`;`)
  await db.run(sql`DROP INDEX \`version_selesai_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_terbitPada_version_tarikPada_3_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`compound_index_7_idx\` ON \`_promo_v\` (\`version_mulai\`,\`version_selesai\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_8_idx\` ON \`_promo_v\` (\`version_selesai\`,\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_9_idx\` ON \`_promo_v\` (\`version_deleted_at\`,\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  // Written by hand: the title search's index (INDEXED BY in src/lib/page-query.ts) also holds the
  // published-only filter's columns, so a visitor's ?q= reads the index alone, never the rows.
  await db.run(sql`DROP INDEX \`news_judul_search_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`news_judul_search_idx\` ON \`news\` (\`judul\`,\`kategori\`,\`dibuat_pada\`,\`created_at\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`produk_judul_search_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`produk_judul_search_idx\` ON \`produk\` (\`judul\`,\`created_at\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`laporan_judul_search_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`laporan_judul_search_idx\` ON \`laporan\` (\`judul\`,\`jenis\`,\`tanggal\`,\`created_at\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`promo_judul_search_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`promo_judul_search_idx\` ON \`promo\` (\`judul\`,\`mulai\`,\`selesai\`,\`deleted_at\`,\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`jenis_tanggal_createdAt_deletedAt__status_terbitPada_tar_idx\`;`)
  await db.run(sql`DROP INDEX \`deletedAt__status_terbitPada_tarikPada_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`jenis_tanggal_createdAt_idx\` ON \`laporan\` (\`jenis\`,\`tanggal\`,\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_status_terbitPada_tarikPada_idx\` ON \`laporan\` (\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_1_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`version_jenis_version_tanggal_version_createdAt_idx\` ON \`_laporan_v\` (\`version_jenis\`,\`version_tanggal\`,\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version__status_version_terbitPada_version_tarikPada_idx\` ON \`_laporan_v\` (\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`dibuatPada_createdAt_deletedAt__status_terbitPada_tarikP_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_2_idx\`;`)
  await db.run(sql`DROP INDEX \`deletedAt__status_terbitPada_tarikPada_1_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`dibuatPada_createdAt_idx\` ON \`news\` (\`dibuat_pada\`,\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`kategori_dibuatPada_createdAt_idx\` ON \`news\` (\`kategori\`,\`dibuat_pada\`,\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_status_terbitPada_tarikPada_1_idx\` ON \`news\` (\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`compound_index_3_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_4_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_5_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`version_dibuatPada_version_createdAt_idx\` ON \`_news_v\` (\`version_dibuat_pada\`,\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version_kategori_version_dibuatPada_version_createdAt_idx\` ON \`_news_v\` (\`version_kategori\`,\`version_dibuat_pada\`,\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version__status_version_terbitPada_version_tarikPada_1_idx\` ON \`_news_v\` (\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`deletedAt__status_terbitPada_tarikPada_2_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`_status_terbitPada_tarikPada_2_idx\` ON \`produk\` (\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`compound_index_6_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`version__status_version_terbitPada_version_tarikPada_2_idx\` ON \`_produk_v\` (\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`mulai_selesai_deletedAt__status_terbitPada_tarikPada_idx\`;`)
  await db.run(sql`DROP INDEX \`selesai_deletedAt__status_terbitPada_tarikPada_idx\`;`)
  await db.run(sql`DROP INDEX \`deletedAt__status_terbitPada_tarikPada_3_idx\`;`)
  await db.run(sql`CREATE INDEX \`mulai_selesai_idx\` ON \`promo\` (\`mulai\`,\`selesai\`);`)
  await db.run(sql`CREATE INDEX \`selesai_idx\` ON \`promo\` (\`selesai\`);`)
  await db.run(
    sql`CREATE INDEX \`_status_terbitPada_tarikPada_3_idx\` ON \`promo\` (\`_status\`,\`terbit_pada\`,\`tarik_pada\`);`,
  )
  await db.run(sql`DROP INDEX \`compound_index_7_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_8_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_9_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`version_mulai_version_selesai_idx\` ON \`_promo_v\` (\`version_mulai\`,\`version_selesai\`);`,
  )
  await db.run(sql`CREATE INDEX \`version_selesai_idx\` ON \`_promo_v\` (\`version_selesai\`);`)
  await db.run(
    sql`CREATE INDEX \`version__status_version_terbitPada_version_tarikPada_3_idx\` ON \`_promo_v\` (\`version__status\`,\`version_terbit_pada\`,\`version_tarik_pada\`);`,
  )
  // The title search's indexes as they were (20261126_193025_drafts).
  await db.run(sql`DROP INDEX \`news_judul_search_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`news_judul_search_idx\` ON \`news\` (\`judul\`,\`kategori\`,\`dibuat_pada\`,\`created_at\`);`,
  )
  await db.run(sql`DROP INDEX \`produk_judul_search_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`produk_judul_search_idx\` ON \`produk\` (\`judul\`,\`created_at\`);`,
  )
  await db.run(sql`DROP INDEX \`laporan_judul_search_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`laporan_judul_search_idx\` ON \`laporan\` (\`judul\`,\`jenis\`,\`tanggal\`,\`created_at\`);`,
  )
  await db.run(sql`DROP INDEX \`promo_judul_search_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`promo_judul_search_idx\` ON \`promo\` (\`judul\`,\`mulai\`,\`selesai\`);`,
  )
}
