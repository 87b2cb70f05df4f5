import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__laporan_v_version_jenis" AS ENUM('Transparansi', 'Publikasi', 'Tahunan');
  CREATE TYPE "public"."enum__news_v_version_kategori" AS ENUM('Agenda Perusahaan', 'Investasi', 'Tabungan', 'Emas', 'Keuangan', 'Zakat & Wakaf', 'Pengumuman', 'Haji', 'Umroh');
  CREATE TYPE "public"."enum__produk_v_version_keunggulan_icon" AS ENUM('airplane', 'bank', 'bike', 'cow', 'electric-car', 'profits', 'sheep', 'slaughter', 'stats', 'umrah', 'handshake');
  CREATE TABLE "_laporan_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_judul" varchar NOT NULL,
  	"version_tanggal" timestamp(3) with time zone NOT NULL,
  	"version_jenis" "enum__laporan_v_version_jenis" DEFAULT 'Transparansi' NOT NULL,
  	"version_halaman" numeric,
  	"version_diubah_oleh" varchar,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_judul" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_kategori" "enum__news_v_version_kategori" NOT NULL,
  	"version_kutipan" varchar,
  	"version_isisatu" varchar NOT NULL,
  	"version_isidua" varchar NOT NULL,
  	"version_dibuat_pada" timestamp(3) with time zone NOT NULL,
  	"version_diubah_oleh" varchar,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_produk_v_version_keunggulan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__produk_v_version_keunggulan_icon" NOT NULL,
  	"label" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_produk_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_judul" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_sub_judul" varchar NOT NULL,
  	"version_deskripsi" varchar NOT NULL,
  	"version_diubah_oleh" varchar,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_promo_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_judul" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_mulai" timestamp(3) with time zone NOT NULL,
  	"version_selesai" timestamp(3) with time zone NOT NULL,
  	"version_ringkasan" varchar NOT NULL,
  	"version_isi" varchar NOT NULL,
  	"version_diubah_oleh" varchar,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_promo_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"produk_id" integer
  );
  
  ALTER TABLE "laporan" ADD COLUMN "diubah_oleh" varchar;
  ALTER TABLE "laporan" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "diubah_oleh" varchar;
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "produk" ADD COLUMN "diubah_oleh" varchar;
  ALTER TABLE "produk" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "promo" ADD COLUMN "diubah_oleh" varchar;
  ALTER TABLE "promo" ADD COLUMN "deleted_at" timestamp(3) with time zone;
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
  CREATE INDEX "_laporan_v_version_version_deleted_at_idx" ON "_laporan_v" USING btree ("version_deleted_at");
  CREATE INDEX "_laporan_v_version_version_filename_idx" ON "_laporan_v" USING btree ("version_filename");
  CREATE INDEX "_laporan_v_version_sizes_thumb_version_sizes_thumb_filen_idx" ON "_laporan_v" USING btree ("version_sizes_thumb_filename");
  CREATE INDEX "_laporan_v_version_sizes_card_version_sizes_card_filenam_idx" ON "_laporan_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_laporan_v_created_at_idx" ON "_laporan_v" USING btree ("created_at");
  CREATE INDEX "_laporan_v_updated_at_idx" ON "_laporan_v" USING btree ("updated_at");
  CREATE INDEX "version_jenis_version_tanggal_version_createdAt_idx" ON "_laporan_v" USING btree ("version_jenis","version_tanggal","version_created_at");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_dibuat_pada_idx" ON "_news_v" USING btree ("version_dibuat_pada");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "_news_v_version_version_filename_idx" ON "_news_v" USING btree ("version_filename");
  CREATE INDEX "_news_v_version_sizes_card_version_sizes_card_filename_idx" ON "_news_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_news_v_version_sizes_large_version_sizes_large_filename_idx" ON "_news_v" USING btree ("version_sizes_large_filename");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "version_dibuatPada_version_createdAt_idx" ON "_news_v" USING btree ("version_dibuat_pada","version_created_at");
  CREATE INDEX "version_kategori_version_dibuatPada_version_createdAt_idx" ON "_news_v" USING btree ("version_kategori","version_dibuat_pada","version_created_at");
  CREATE INDEX "_produk_v_version_keunggulan_order_idx" ON "_produk_v_version_keunggulan" USING btree ("_order");
  CREATE INDEX "_produk_v_version_keunggulan_parent_id_idx" ON "_produk_v_version_keunggulan" USING btree ("_parent_id");
  CREATE INDEX "_produk_v_parent_idx" ON "_produk_v" USING btree ("parent_id");
  CREATE INDEX "_produk_v_version_version_slug_idx" ON "_produk_v" USING btree ("version_slug");
  CREATE INDEX "_produk_v_version_version_updated_at_idx" ON "_produk_v" USING btree ("version_updated_at");
  CREATE INDEX "_produk_v_version_version_created_at_idx" ON "_produk_v" USING btree ("version_created_at");
  CREATE INDEX "_produk_v_version_version_deleted_at_idx" ON "_produk_v" USING btree ("version_deleted_at");
  CREATE INDEX "_produk_v_version_version_filename_idx" ON "_produk_v" USING btree ("version_filename");
  CREATE INDEX "_produk_v_version_sizes_card_version_sizes_card_filename_idx" ON "_produk_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_produk_v_version_sizes_large_version_sizes_large_filena_idx" ON "_produk_v" USING btree ("version_sizes_large_filename");
  CREATE INDEX "_produk_v_created_at_idx" ON "_produk_v" USING btree ("created_at");
  CREATE INDEX "_produk_v_updated_at_idx" ON "_produk_v" USING btree ("updated_at");
  CREATE INDEX "_promo_v_parent_idx" ON "_promo_v" USING btree ("parent_id");
  CREATE INDEX "_promo_v_version_version_slug_idx" ON "_promo_v" USING btree ("version_slug");
  CREATE INDEX "_promo_v_version_version_mulai_idx" ON "_promo_v" USING btree ("version_mulai");
  CREATE INDEX "_promo_v_version_version_updated_at_idx" ON "_promo_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_v_version_version_created_at_idx" ON "_promo_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_v_version_version_deleted_at_idx" ON "_promo_v" USING btree ("version_deleted_at");
  CREATE INDEX "_promo_v_version_version_filename_idx" ON "_promo_v" USING btree ("version_filename");
  CREATE INDEX "_promo_v_version_sizes_card_version_sizes_card_filename_idx" ON "_promo_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_promo_v_version_sizes_large_version_sizes_large_filenam_idx" ON "_promo_v" USING btree ("version_sizes_large_filename");
  CREATE INDEX "_promo_v_created_at_idx" ON "_promo_v" USING btree ("created_at");
  CREATE INDEX "_promo_v_updated_at_idx" ON "_promo_v" USING btree ("updated_at");
  CREATE INDEX "version_mulai_version_selesai_idx" ON "_promo_v" USING btree ("version_mulai","version_selesai");
  CREATE INDEX "version_selesai_idx" ON "_promo_v" USING btree ("version_selesai");
  CREATE INDEX "_promo_v_rels_order_idx" ON "_promo_v_rels" USING btree ("order");
  CREATE INDEX "_promo_v_rels_parent_idx" ON "_promo_v_rels" USING btree ("parent_id");
  CREATE INDEX "_promo_v_rels_path_idx" ON "_promo_v_rels" USING btree ("path");
  CREATE INDEX "_promo_v_rels_produk_id_idx" ON "_promo_v_rels" USING btree ("produk_id");
  CREATE INDEX "laporan_deleted_at_idx" ON "laporan" USING btree ("deleted_at");
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "produk_deleted_at_idx" ON "produk" USING btree ("deleted_at");
  CREATE INDEX "promo_deleted_at_idx" ON "promo" USING btree ("deleted_at");`)
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
  DROP INDEX "laporan_deleted_at_idx";
  DROP INDEX "news_deleted_at_idx";
  DROP INDEX "produk_deleted_at_idx";
  DROP INDEX "promo_deleted_at_idx";
  ALTER TABLE "laporan" DROP COLUMN "diubah_oleh";
  ALTER TABLE "laporan" DROP COLUMN "deleted_at";
  ALTER TABLE "news" DROP COLUMN "diubah_oleh";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "produk" DROP COLUMN "diubah_oleh";
  ALTER TABLE "produk" DROP COLUMN "deleted_at";
  ALTER TABLE "promo" DROP COLUMN "diubah_oleh";
  ALTER TABLE "promo" DROP COLUMN "deleted_at";
  DROP TYPE "public"."enum__laporan_v_version_jenis";
  DROP TYPE "public"."enum__news_v_version_kategori";
  DROP TYPE "public"."enum__produk_v_version_keunggulan_icon";`)
}
