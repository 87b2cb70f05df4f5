import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_laporan_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__laporan_v_version_jenis" AS ENUM('Transparansi', 'Publikasi', 'Tahunan');
  CREATE TYPE "public"."enum__laporan_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_kategori" AS ENUM('Agenda Perusahaan', 'Investasi', 'Tabungan', 'Emas', 'Keuangan', 'Zakat & Wakaf', 'Pengumuman', 'Haji', 'Umroh');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_produk_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__produk_v_version_keunggulan_icon" AS ENUM('airplane', 'bank', 'bike', 'cow', 'electric-car', 'profits', 'sheep', 'slaughter', 'stats', 'umrah', 'handshake');
  CREATE TYPE "public"."enum__produk_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_promo_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promo_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_laporan_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_judul" varchar,
  	"version_tanggal" timestamp(3) with time zone,
  	"version_jenis" "enum__laporan_v_version_jenis" DEFAULT 'Transparansi',
  	"version_halaman" numeric,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__laporan_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"version_sizes_thumb_url" varchar,
  	"version_sizes_thumb_width" numeric,
  	"version_sizes_thumb_height" numeric,
  	"version_sizes_thumb_mime_type" varchar,
  	"version_sizes_thumb_filesize" numeric,
  	"version_sizes_thumb_filename" varchar,
  	"version_sizes_card_url" varchar,
  	"version_sizes_card_width" numeric,
  	"version_sizes_card_height" numeric,
  	"version_sizes_card_mime_type" varchar,
  	"version_sizes_card_filesize" numeric,
  	"version_sizes_card_filename" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_judul" varchar,
  	"version_slug" varchar,
  	"version_kategori" "enum__news_v_version_kategori",
  	"version_kutipan" varchar,
  	"version_isisatu" varchar,
  	"version_isidua" varchar,
  	"version_dibuat_pada" timestamp(3) with time zone,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"version_sizes_card_url" varchar,
  	"version_sizes_card_width" numeric,
  	"version_sizes_card_height" numeric,
  	"version_sizes_card_mime_type" varchar,
  	"version_sizes_card_filesize" numeric,
  	"version_sizes_card_filename" varchar,
  	"version_sizes_large_url" varchar,
  	"version_sizes_large_width" numeric,
  	"version_sizes_large_height" numeric,
  	"version_sizes_large_mime_type" varchar,
  	"version_sizes_large_filesize" numeric,
  	"version_sizes_large_filename" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_produk_v_version_keunggulan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__produk_v_version_keunggulan_icon",
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_produk_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_judul" varchar,
  	"version_slug" varchar,
  	"version_sub_judul" varchar,
  	"version_deskripsi" varchar,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__produk_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"version_sizes_card_url" varchar,
  	"version_sizes_card_width" numeric,
  	"version_sizes_card_height" numeric,
  	"version_sizes_card_mime_type" varchar,
  	"version_sizes_card_filesize" numeric,
  	"version_sizes_card_filename" varchar,
  	"version_sizes_large_url" varchar,
  	"version_sizes_large_width" numeric,
  	"version_sizes_large_height" numeric,
  	"version_sizes_large_mime_type" varchar,
  	"version_sizes_large_filesize" numeric,
  	"version_sizes_large_filename" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_promo_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_judul" varchar,
  	"version_slug" varchar,
  	"version_mulai" timestamp(3) with time zone,
  	"version_selesai" timestamp(3) with time zone,
  	"version_ringkasan" varchar,
  	"version_isi" varchar,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promo_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"version_sizes_card_url" varchar,
  	"version_sizes_card_width" numeric,
  	"version_sizes_card_height" numeric,
  	"version_sizes_card_mime_type" varchar,
  	"version_sizes_card_filesize" numeric,
  	"version_sizes_card_filename" varchar,
  	"version_sizes_large_url" varchar,
  	"version_sizes_large_width" numeric,
  	"version_sizes_large_height" numeric,
  	"version_sizes_large_mime_type" varchar,
  	"version_sizes_large_filesize" numeric,
  	"version_sizes_large_filename" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_promo_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"produk_id" integer
  );
  
  ALTER TABLE "laporan" ALTER COLUMN "judul" DROP NOT NULL;
  ALTER TABLE "laporan" ALTER COLUMN "tanggal" DROP NOT NULL;
  ALTER TABLE "laporan" ALTER COLUMN "jenis" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "judul" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "kategori" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "isisatu" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "isidua" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "dibuat_pada" DROP NOT NULL;
  ALTER TABLE "produk_keunggulan" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "produk_keunggulan" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "produk" ALTER COLUMN "judul" DROP NOT NULL;
  ALTER TABLE "produk" ALTER COLUMN "sub_judul" DROP NOT NULL;
  ALTER TABLE "produk" ALTER COLUMN "deskripsi" DROP NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "judul" DROP NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "mulai" DROP NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "selesai" DROP NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "ringkasan" DROP NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "isi" DROP NOT NULL;
  ALTER TABLE "laporan" ADD COLUMN "_status" "enum_laporan_status" DEFAULT 'draft';
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "produk" ADD COLUMN "_status" "enum_produk_status" DEFAULT 'draft';
  ALTER TABLE "promo" ADD COLUMN "_status" "enum_promo_status" DEFAULT 'draft';
  ALTER TABLE "_laporan_v" ADD CONSTRAINT "_laporan_v_parent_id_laporan_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."laporan"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_produk_v_version_keunggulan" ADD CONSTRAINT "_produk_v_version_keunggulan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_produk_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_produk_v" ADD CONSTRAINT "_produk_v_parent_id_produk_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."produk"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_v" ADD CONSTRAINT "_promo_v_parent_id_promo_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_v_rels" ADD CONSTRAINT "_promo_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_v_rels" ADD CONSTRAINT "_promo_v_rels_produk_fk" FOREIGN KEY ("produk_id") REFERENCES "public"."produk"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_laporan_v_parent_idx" ON "_laporan_v" USING btree ("parent_id");
  CREATE INDEX "_laporan_v_version_version_tanggal_idx" ON "_laporan_v" USING btree ("version_tanggal");
  CREATE INDEX "_laporan_v_version_version_updated_at_idx" ON "_laporan_v" USING btree ("version_updated_at");
  CREATE INDEX "_laporan_v_version_version_created_at_idx" ON "_laporan_v" USING btree ("version_created_at");
  CREATE INDEX "_laporan_v_version_version__status_idx" ON "_laporan_v" USING btree ("version__status");
  CREATE INDEX "_laporan_v_version_version_filename_idx" ON "_laporan_v" USING btree ("version_filename");
  CREATE INDEX "_laporan_v_version_sizes_thumb_version_sizes_thumb_filen_idx" ON "_laporan_v" USING btree ("version_sizes_thumb_filename");
  CREATE INDEX "_laporan_v_version_sizes_card_version_sizes_card_filenam_idx" ON "_laporan_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_laporan_v_created_at_idx" ON "_laporan_v" USING btree ("created_at");
  CREATE INDEX "_laporan_v_updated_at_idx" ON "_laporan_v" USING btree ("updated_at");
  CREATE INDEX "_laporan_v_latest_idx" ON "_laporan_v" USING btree ("latest");
  CREATE INDEX "version_jenis_version_tanggal_version_createdAt_idx" ON "_laporan_v" USING btree ("version_jenis","version_tanggal","version_created_at");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_dibuat_pada_idx" ON "_news_v" USING btree ("version_dibuat_pada");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_version_version_filename_idx" ON "_news_v" USING btree ("version_filename");
  CREATE INDEX "_news_v_version_sizes_card_version_sizes_card_filename_idx" ON "_news_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_news_v_version_sizes_large_version_sizes_large_filename_idx" ON "_news_v" USING btree ("version_sizes_large_filename");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "version_dibuatPada_version_createdAt_idx" ON "_news_v" USING btree ("version_dibuat_pada","version_created_at");
  CREATE INDEX "version_kategori_version_dibuatPada_version_createdAt_idx" ON "_news_v" USING btree ("version_kategori","version_dibuat_pada","version_created_at");
  CREATE INDEX "_produk_v_version_keunggulan_order_idx" ON "_produk_v_version_keunggulan" USING btree ("_order");
  CREATE INDEX "_produk_v_version_keunggulan_parent_id_idx" ON "_produk_v_version_keunggulan" USING btree ("_parent_id");
  CREATE INDEX "_produk_v_parent_idx" ON "_produk_v" USING btree ("parent_id");
  CREATE INDEX "_produk_v_version_version_slug_idx" ON "_produk_v" USING btree ("version_slug");
  CREATE INDEX "_produk_v_version_version_updated_at_idx" ON "_produk_v" USING btree ("version_updated_at");
  CREATE INDEX "_produk_v_version_version_created_at_idx" ON "_produk_v" USING btree ("version_created_at");
  CREATE INDEX "_produk_v_version_version__status_idx" ON "_produk_v" USING btree ("version__status");
  CREATE INDEX "_produk_v_version_version_filename_idx" ON "_produk_v" USING btree ("version_filename");
  CREATE INDEX "_produk_v_version_sizes_card_version_sizes_card_filename_idx" ON "_produk_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_produk_v_version_sizes_large_version_sizes_large_filena_idx" ON "_produk_v" USING btree ("version_sizes_large_filename");
  CREATE INDEX "_produk_v_created_at_idx" ON "_produk_v" USING btree ("created_at");
  CREATE INDEX "_produk_v_updated_at_idx" ON "_produk_v" USING btree ("updated_at");
  CREATE INDEX "_produk_v_latest_idx" ON "_produk_v" USING btree ("latest");
  CREATE INDEX "_promo_v_parent_idx" ON "_promo_v" USING btree ("parent_id");
  CREATE INDEX "_promo_v_version_version_slug_idx" ON "_promo_v" USING btree ("version_slug");
  CREATE INDEX "_promo_v_version_version_mulai_idx" ON "_promo_v" USING btree ("version_mulai");
  CREATE INDEX "_promo_v_version_version_updated_at_idx" ON "_promo_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_v_version_version_created_at_idx" ON "_promo_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_v_version_version__status_idx" ON "_promo_v" USING btree ("version__status");
  CREATE INDEX "_promo_v_version_version_filename_idx" ON "_promo_v" USING btree ("version_filename");
  CREATE INDEX "_promo_v_version_sizes_card_version_sizes_card_filename_idx" ON "_promo_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_promo_v_version_sizes_large_version_sizes_large_filenam_idx" ON "_promo_v" USING btree ("version_sizes_large_filename");
  CREATE INDEX "_promo_v_created_at_idx" ON "_promo_v" USING btree ("created_at");
  CREATE INDEX "_promo_v_updated_at_idx" ON "_promo_v" USING btree ("updated_at");
  CREATE INDEX "_promo_v_latest_idx" ON "_promo_v" USING btree ("latest");
  CREATE INDEX "version_mulai_version_selesai_idx" ON "_promo_v" USING btree ("version_mulai","version_selesai");
  CREATE INDEX "version_selesai_idx" ON "_promo_v" USING btree ("version_selesai");
  CREATE INDEX "_promo_v_rels_order_idx" ON "_promo_v_rels" USING btree ("order");
  CREATE INDEX "_promo_v_rels_parent_idx" ON "_promo_v_rels" USING btree ("parent_id");
  CREATE INDEX "_promo_v_rels_path_idx" ON "_promo_v_rels" USING btree ("path");
  CREATE INDEX "_promo_v_rels_produk_id_idx" ON "_promo_v_rels" USING btree ("produk_id");
  CREATE INDEX "laporan__status_idx" ON "laporan" USING btree ("_status");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "produk__status_idx" ON "produk" USING btree ("_status");
  CREATE INDEX "promo__status_idx" ON "promo" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_laporan_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_produk_v_version_keunggulan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_produk_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_laporan_v" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_produk_v_version_keunggulan" CASCADE;
  DROP TABLE "_produk_v" CASCADE;
  DROP TABLE "_promo_v" CASCADE;
  DROP TABLE "_promo_v_rels" CASCADE;
  DROP INDEX "laporan__status_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "produk__status_idx";
  DROP INDEX "promo__status_idx";
  ALTER TABLE "laporan" ALTER COLUMN "judul" SET NOT NULL;
  ALTER TABLE "laporan" ALTER COLUMN "tanggal" SET NOT NULL;
  ALTER TABLE "laporan" ALTER COLUMN "jenis" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "judul" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "kategori" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "isisatu" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "isidua" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "dibuat_pada" SET NOT NULL;
  ALTER TABLE "produk_keunggulan" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "produk_keunggulan" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "produk" ALTER COLUMN "judul" SET NOT NULL;
  ALTER TABLE "produk" ALTER COLUMN "sub_judul" SET NOT NULL;
  ALTER TABLE "produk" ALTER COLUMN "deskripsi" SET NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "judul" SET NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "mulai" SET NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "selesai" SET NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "ringkasan" SET NOT NULL;
  ALTER TABLE "promo" ALTER COLUMN "isi" SET NOT NULL;
  ALTER TABLE "laporan" DROP COLUMN "_status";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "produk" DROP COLUMN "_status";
  ALTER TABLE "promo" DROP COLUMN "_status";
  DROP TYPE "public"."enum_laporan_status";
  DROP TYPE "public"."enum__laporan_v_version_jenis";
  DROP TYPE "public"."enum__laporan_v_version_status";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_kategori";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_produk_status";
  DROP TYPE "public"."enum__produk_v_version_keunggulan_icon";
  DROP TYPE "public"."enum__produk_v_version_status";
  DROP TYPE "public"."enum_promo_status";
  DROP TYPE "public"."enum__promo_v_version_status";`)
}
