import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wbs_lampiran_jenis" AS ENUM('bukti', 'tambahan');
  CREATE TYPE "public"."enum_wbs_percakapan_dari" AS ENUM('bank', 'pelapor');
  CREATE TYPE "public"."enum_wbs_status" AS ENUM('diterima', 'ditelaah', 'selesai');
  CREATE TYPE "public"."enum_wbs_hasil" AS ENUM('terbukti', 'tidakTerbukti');
  CREATE TYPE "public"."enum_wordpress_impor_jenis" AS ENUM('news', 'media');
  CREATE TYPE "public"."enum_site_settings_dps_peran" AS ENUM('ketua', 'anggota');
  ALTER TYPE "public"."enum_aktivitas_objek" ADD VALUE 'wbs' BEFORE 'media';
  CREATE TABLE "wbs_lampiran" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kunci" varchar NOT NULL,
  	"nama" varchar NOT NULL,
  	"mime" varchar NOT NULL,
  	"ukuran" numeric NOT NULL,
  	"jenis" "enum_wbs_lampiran_jenis" NOT NULL
  );
  
  CREATE TABLE "wbs_percakapan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dari" "enum_wbs_percakapan_dari" NOT NULL,
  	"teks" varchar,
  	"pada" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "wbs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nomor" varchar NOT NULL,
  	"kode_hash" varchar NOT NULL,
  	"status" "enum_wbs_status" DEFAULT 'diterima' NOT NULL,
  	"hasil" "enum_wbs_hasil",
  	"kesimpulan" varchar,
  	"apa" varchar NOT NULL,
  	"siapa" varchar NOT NULL,
  	"kapan" varchar NOT NULL,
  	"dimana" varchar NOT NULL,
  	"bagaimana" varchar NOT NULL,
  	"anonim" boolean DEFAULT true,
  	"nama" varchar,
  	"kontak" varchar,
  	"diterima_pada" timestamp(3) with time zone NOT NULL,
  	"selesai_pada" timestamp(3) with time zone,
  	"persetujuan" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bagi_hasil" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"produk_id" integer NOT NULL,
  	"tenor" numeric NOT NULL,
  	"bulan" varchar NOT NULL,
  	"nisbah_nasabah" numeric NOT NULL,
  	"nisbah_bank" numeric NOT NULL,
  	"ekuivalen" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "kebijakan_privasi" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"versi" numeric,
  	"isi" varchar NOT NULL,
  	"catatan" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wordpress_impor" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kunci" varchar NOT NULL,
  	"jenis" "enum_wordpress_impor_jenis" NOT NULL,
  	"rekaman" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_dps_pendidikan" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"teks" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_dps_pengalaman" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"teks" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_dps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"foto_id" integer,
  	"nama" varchar NOT NULL,
  	"peran" "enum_site_settings_dps_peran" NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "petugas_whistleblowing" boolean DEFAULT false;
  ALTER TABLE "pengajuan" ADD COLUMN "versi_kebijakan_privasi" numeric;
  ALTER TABLE "pengaduan" ADD COLUMN "versi_kebijakan_privasi" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wbs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bagi_hasil_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kebijakan_privasi_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wordpress_impor_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "whistleblowing_pengantar" varchar DEFAULT 'Laporkan dugaan kecurangan, suap, atau pelanggaran lain oleh pegawai, pengurus, atau mitra bank. Anda boleh melapor tanpa nama; laporan hanya dibaca oleh petugas whistleblowing.';
  ALTER TABLE "site_settings" ADD COLUMN "whistleblowing_retensi_tahun" numeric DEFAULT 5;
  ALTER TABLE "wbs_lampiran" ADD CONSTRAINT "wbs_lampiran_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wbs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wbs_percakapan" ADD CONSTRAINT "wbs_percakapan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wbs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bagi_hasil" ADD CONSTRAINT "bagi_hasil_produk_id_produk_id_fk" FOREIGN KEY ("produk_id") REFERENCES "public"."produk"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_dps_pendidikan" ADD CONSTRAINT "site_settings_dps_pendidikan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_dps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_dps_pengalaman" ADD CONSTRAINT "site_settings_dps_pengalaman_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_dps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_dps" ADD CONSTRAINT "site_settings_dps_foto_id_gambar_situs_id_fk" FOREIGN KEY ("foto_id") REFERENCES "public"."gambar_situs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_dps" ADD CONSTRAINT "site_settings_dps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "wbs_lampiran_order_idx" ON "wbs_lampiran" USING btree ("_order");
  CREATE INDEX "wbs_lampiran_parent_id_idx" ON "wbs_lampiran" USING btree ("_parent_id");
  CREATE INDEX "wbs_percakapan_order_idx" ON "wbs_percakapan" USING btree ("_order");
  CREATE INDEX "wbs_percakapan_parent_id_idx" ON "wbs_percakapan" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "wbs_nomor_idx" ON "wbs" USING btree ("nomor");
  CREATE INDEX "wbs_status_idx" ON "wbs" USING btree ("status");
  CREATE INDEX "wbs_updated_at_idx" ON "wbs" USING btree ("updated_at");
  CREATE INDEX "wbs_created_at_idx" ON "wbs" USING btree ("created_at");
  CREATE INDEX "bagi_hasil_produk_idx" ON "bagi_hasil" USING btree ("produk_id");
  CREATE INDEX "bagi_hasil_bulan_idx" ON "bagi_hasil" USING btree ("bulan");
  CREATE INDEX "bagi_hasil_updated_at_idx" ON "bagi_hasil" USING btree ("updated_at");
  CREATE INDEX "bagi_hasil_created_at_idx" ON "bagi_hasil" USING btree ("created_at");
  CREATE UNIQUE INDEX "bulan_produk_tenor_idx" ON "bagi_hasil" USING btree ("bulan","produk_id","tenor");
  CREATE UNIQUE INDEX "kebijakan_privasi_versi_idx" ON "kebijakan_privasi" USING btree ("versi");
  CREATE INDEX "kebijakan_privasi_updated_at_idx" ON "kebijakan_privasi" USING btree ("updated_at");
  CREATE INDEX "kebijakan_privasi_created_at_idx" ON "kebijakan_privasi" USING btree ("created_at");
  CREATE UNIQUE INDEX "wordpress_impor_kunci_idx" ON "wordpress_impor" USING btree ("kunci");
  CREATE INDEX "wordpress_impor_updated_at_idx" ON "wordpress_impor" USING btree ("updated_at");
  CREATE INDEX "wordpress_impor_created_at_idx" ON "wordpress_impor" USING btree ("created_at");
  CREATE INDEX "site_settings_dps_pendidikan_order_idx" ON "site_settings_dps_pendidikan" USING btree ("_order");
  CREATE INDEX "site_settings_dps_pendidikan_parent_id_idx" ON "site_settings_dps_pendidikan" USING btree ("_parent_id");
  CREATE INDEX "site_settings_dps_pengalaman_order_idx" ON "site_settings_dps_pengalaman" USING btree ("_order");
  CREATE INDEX "site_settings_dps_pengalaman_parent_id_idx" ON "site_settings_dps_pengalaman" USING btree ("_parent_id");
  CREATE INDEX "site_settings_dps_order_idx" ON "site_settings_dps" USING btree ("_order");
  CREATE INDEX "site_settings_dps_parent_id_idx" ON "site_settings_dps" USING btree ("_parent_id");
  CREATE INDEX "site_settings_dps_foto_idx" ON "site_settings_dps" USING btree ("foto_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wbs_fk" FOREIGN KEY ("wbs_id") REFERENCES "public"."wbs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bagi_hasil_fk" FOREIGN KEY ("bagi_hasil_id") REFERENCES "public"."bagi_hasil"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kebijakan_privasi_fk" FOREIGN KEY ("kebijakan_privasi_id") REFERENCES "public"."kebijakan_privasi"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wordpress_impor_fk" FOREIGN KEY ("wordpress_impor_id") REFERENCES "public"."wordpress_impor"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wbs_id_idx" ON "payload_locked_documents_rels" USING btree ("wbs_id");
  CREATE INDEX "payload_locked_documents_rels_bagi_hasil_id_idx" ON "payload_locked_documents_rels" USING btree ("bagi_hasil_id");
  CREATE INDEX "payload_locked_documents_rels_kebijakan_privasi_id_idx" ON "payload_locked_documents_rels" USING btree ("kebijakan_privasi_id");
  CREATE INDEX "payload_locked_documents_rels_wordpress_impor_id_idx" ON "payload_locked_documents_rels" USING btree ("wordpress_impor_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wbs_lampiran" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wbs_percakapan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bagi_hasil" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kebijakan_privasi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wordpress_impor" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_dps_pendidikan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_dps_pengalaman" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_dps" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wbs_lampiran" CASCADE;
  DROP TABLE "wbs_percakapan" CASCADE;
  DROP TABLE "wbs" CASCADE;
  DROP TABLE "bagi_hasil" CASCADE;
  DROP TABLE "kebijakan_privasi" CASCADE;
  DROP TABLE "wordpress_impor" CASCADE;
  DROP TABLE "site_settings_dps_pendidikan" CASCADE;
  DROP TABLE "site_settings_dps_pengalaman" CASCADE;
  DROP TABLE "site_settings_dps" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wbs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bagi_hasil_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kebijakan_privasi_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wordpress_impor_fk";
  
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE text;
  DROP TYPE "public"."enum_aktivitas_objek";
  CREATE TYPE "public"."enum_aktivitas_objek" AS ENUM('laporan', 'news', 'produk', 'promo', 'pengajuan', 'pengaduan', 'media', 'pengalihan', 'log404', 'site-settings', 'users');
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE "public"."enum_aktivitas_objek" USING "objek"::"public"."enum_aktivitas_objek";
  DROP INDEX "payload_locked_documents_rels_wbs_id_idx";
  DROP INDEX "payload_locked_documents_rels_bagi_hasil_id_idx";
  DROP INDEX "payload_locked_documents_rels_kebijakan_privasi_id_idx";
  DROP INDEX "payload_locked_documents_rels_wordpress_impor_id_idx";
  ALTER TABLE "users" DROP COLUMN "petugas_whistleblowing";
  ALTER TABLE "pengajuan" DROP COLUMN "versi_kebijakan_privasi";
  ALTER TABLE "pengaduan" DROP COLUMN "versi_kebijakan_privasi";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wbs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bagi_hasil_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kebijakan_privasi_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wordpress_impor_id";
  ALTER TABLE "site_settings" DROP COLUMN "whistleblowing_pengantar";
  ALTER TABLE "site_settings" DROP COLUMN "whistleblowing_retensi_tahun";
  DROP TYPE "public"."enum_wbs_lampiran_jenis";
  DROP TYPE "public"."enum_wbs_percakapan_dari";
  DROP TYPE "public"."enum_wbs_status";
  DROP TYPE "public"."enum_wbs_hasil";
  DROP TYPE "public"."enum_wordpress_impor_jenis";
  DROP TYPE "public"."enum_site_settings_dps_peran";`)
}
