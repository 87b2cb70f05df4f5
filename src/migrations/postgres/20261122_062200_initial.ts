import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_laporan_jenis" AS ENUM('Transparansi', 'Publikasi', 'Tahunan');
  CREATE TYPE "public"."enum_news_kategori" AS ENUM('Agenda Perusahaan', 'Investasi', 'Tabungan', 'Emas', 'Keuangan', 'Zakat & Wakaf', 'Pengumuman', 'Haji', 'Umroh');
  CREATE TYPE "public"."enum_produk_keunggulan_icon" AS ENUM('airplane', 'bank', 'bike', 'cow', 'electric-car', 'profits', 'sheep', 'slaughter', 'stats', 'umrah', 'handshake');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nama" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "laporan" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"judul" varchar NOT NULL,
  	"tanggal" timestamp(3) with time zone NOT NULL,
  	"jenis" "enum_laporan_jenis" DEFAULT 'Transparansi' NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"judul" varchar NOT NULL,
  	"slug" varchar,
  	"kategori" "enum_news_kategori" NOT NULL,
  	"kutipan" varchar,
  	"isisatu" varchar NOT NULL,
  	"isidua" varchar NOT NULL,
  	"dibuat_pada" timestamp(3) with time zone NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "produk_keunggulan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_produk_keunggulan_icon" NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "produk" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"judul" varchar NOT NULL,
  	"slug" varchar,
  	"sub_judul" varchar NOT NULL,
  	"deskripsi" varchar NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"laporan_id" integer,
  	"news_id" integer,
  	"produk_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_misi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"teks" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_sejarah_paragraf" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"teks" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_sejarah_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tanggal" varchar NOT NULL,
  	"judul" varchar NOT NULL,
  	"keterangan" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_pengurus_pendidikan" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"teks" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_pengurus_riwayat_pekerjaan" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"teks" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_pengurus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nama" varchar NOT NULL,
  	"jabatan" varchar NOT NULL,
  	"foto" varchar NOT NULL,
  	"tempat_tanggal_lahir" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nama_bank" varchar NOT NULL,
  	"nama_singkat" varchar NOT NULL,
  	"motto" varchar NOT NULL,
  	"motto_penjelasan" varchar NOT NULL,
  	"sambutan" varchar NOT NULL,
  	"tagline" varchar NOT NULL,
  	"tagline_kemitraan" varchar NOT NULL,
  	"keterangan_struktur" varchar NOT NULL,
  	"alamat_jalan" varchar NOT NULL,
  	"alamat_kota" varchar NOT NULL,
  	"alamat_provinsi" varchar NOT NULL,
  	"alamat_kode_pos" varchar NOT NULL,
  	"alamat_lengkap" varchar NOT NULL,
  	"telepon" varchar NOT NULL,
  	"whatsapp" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"jam_operasional" varchar NOT NULL,
  	"sosial_instagram" varchar,
  	"sosial_facebook" varchar,
  	"sosial_youtube" varchar,
  	"tentang" varchar NOT NULL,
  	"pernyataan_ojk" varchar NOT NULL,
  	"pernyataan_lps" varchar NOT NULL,
  	"visi" varchar NOT NULL,
  	"sejarah_tahukah_anda" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produk_keunggulan" ADD CONSTRAINT "produk_keunggulan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."produk"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_laporan_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_produk_fk" FOREIGN KEY ("produk_id") REFERENCES "public"."produk"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_misi" ADD CONSTRAINT "site_settings_misi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_sejarah_paragraf" ADD CONSTRAINT "site_settings_sejarah_paragraf_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_sejarah_timeline" ADD CONSTRAINT "site_settings_sejarah_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_pengurus_pendidikan" ADD CONSTRAINT "site_settings_pengurus_pendidikan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_pengurus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_pengurus_riwayat_pekerjaan" ADD CONSTRAINT "site_settings_pengurus_riwayat_pekerjaan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_pengurus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_pengurus" ADD CONSTRAINT "site_settings_pengurus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "laporan_tanggal_idx" ON "laporan" USING btree ("tanggal");
  CREATE INDEX "laporan_updated_at_idx" ON "laporan" USING btree ("updated_at");
  CREATE INDEX "laporan_created_at_idx" ON "laporan" USING btree ("created_at");
  CREATE UNIQUE INDEX "laporan_filename_idx" ON "laporan" USING btree ("filename");
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_dibuat_pada_idx" ON "news" USING btree ("dibuat_pada");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE UNIQUE INDEX "news_filename_idx" ON "news" USING btree ("filename");
  CREATE INDEX "news_sizes_card_sizes_card_filename_idx" ON "news" USING btree ("sizes_card_filename");
  CREATE INDEX "news_sizes_large_sizes_large_filename_idx" ON "news" USING btree ("sizes_large_filename");
  CREATE INDEX "produk_keunggulan_order_idx" ON "produk_keunggulan" USING btree ("_order");
  CREATE INDEX "produk_keunggulan_parent_id_idx" ON "produk_keunggulan" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "produk_slug_idx" ON "produk" USING btree ("slug");
  CREATE INDEX "produk_updated_at_idx" ON "produk" USING btree ("updated_at");
  CREATE INDEX "produk_created_at_idx" ON "produk" USING btree ("created_at");
  CREATE UNIQUE INDEX "produk_filename_idx" ON "produk" USING btree ("filename");
  CREATE INDEX "produk_sizes_card_sizes_card_filename_idx" ON "produk" USING btree ("sizes_card_filename");
  CREATE INDEX "produk_sizes_large_sizes_large_filename_idx" ON "produk" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_laporan_id_idx" ON "payload_locked_documents_rels" USING btree ("laporan_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_produk_id_idx" ON "payload_locked_documents_rels" USING btree ("produk_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_misi_order_idx" ON "site_settings_misi" USING btree ("_order");
  CREATE INDEX "site_settings_misi_parent_id_idx" ON "site_settings_misi" USING btree ("_parent_id");
  CREATE INDEX "site_settings_sejarah_paragraf_order_idx" ON "site_settings_sejarah_paragraf" USING btree ("_order");
  CREATE INDEX "site_settings_sejarah_paragraf_parent_id_idx" ON "site_settings_sejarah_paragraf" USING btree ("_parent_id");
  CREATE INDEX "site_settings_sejarah_timeline_order_idx" ON "site_settings_sejarah_timeline" USING btree ("_order");
  CREATE INDEX "site_settings_sejarah_timeline_parent_id_idx" ON "site_settings_sejarah_timeline" USING btree ("_parent_id");
  CREATE INDEX "site_settings_pengurus_pendidikan_order_idx" ON "site_settings_pengurus_pendidikan" USING btree ("_order");
  CREATE INDEX "site_settings_pengurus_pendidikan_parent_id_idx" ON "site_settings_pengurus_pendidikan" USING btree ("_parent_id");
  CREATE INDEX "site_settings_pengurus_riwayat_pekerjaan_order_idx" ON "site_settings_pengurus_riwayat_pekerjaan" USING btree ("_order");
  CREATE INDEX "site_settings_pengurus_riwayat_pekerjaan_parent_id_idx" ON "site_settings_pengurus_riwayat_pekerjaan" USING btree ("_parent_id");
  CREATE INDEX "site_settings_pengurus_order_idx" ON "site_settings_pengurus" USING btree ("_order");
  CREATE INDEX "site_settings_pengurus_parent_id_idx" ON "site_settings_pengurus" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "laporan" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "produk_keunggulan" CASCADE;
  DROP TABLE "produk" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_misi" CASCADE;
  DROP TABLE "site_settings_sejarah_paragraf" CASCADE;
  DROP TABLE "site_settings_sejarah_timeline" CASCADE;
  DROP TABLE "site_settings_pengurus_pendidikan" CASCADE;
  DROP TABLE "site_settings_pengurus_riwayat_pekerjaan" CASCADE;
  DROP TABLE "site_settings_pengurus" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_laporan_jenis";
  DROP TYPE "public"."enum_news_kategori";
  DROP TYPE "public"."enum_produk_keunggulan_icon";`)
}
