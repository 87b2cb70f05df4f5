import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_produk_ringkasan_biaya_satuan" AS ENUM('rupiah', 'persen');
  CREATE TYPE "public"."enum_produk_ringkasan_jenis" AS ENUM('simpanan', 'pembiayaan', 'jasa');
  CREATE TYPE "public"."enum_produk_ringkasan_akad" AS ENUM('wadiah', 'mudharabah', 'murabahah', 'musyarakah', 'ijarah', 'imbt', 'rahn', 'qardh', 'wakalah', 'kafalah', 'tanpa-akad');
  CREATE TYPE "public"."enum__produk_v_version_ringkasan_biaya_satuan" AS ENUM('rupiah', 'persen');
  CREATE TYPE "public"."enum__produk_v_version_ringkasan_jenis" AS ENUM('simpanan', 'pembiayaan', 'jasa');
  CREATE TYPE "public"."enum__produk_v_version_ringkasan_akad" AS ENUM('wadiah', 'mudharabah', 'murabahah', 'musyarakah', 'ijarah', 'imbt', 'rahn', 'qardh', 'wakalah', 'kafalah', 'tanpa-akad');
  CREATE TABLE "produk_ringkasan_biaya" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nama" varchar,
  	"jumlah" numeric,
  	"satuan" "enum_produk_ringkasan_biaya_satuan",
  	"dikenakan" varchar
  );
  
  CREATE TABLE "_produk_v_version_ringkasan_biaya" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"nama" varchar,
  	"jumlah" numeric,
  	"satuan" "enum__produk_v_version_ringkasan_biaya_satuan",
  	"dikenakan" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "produk" ADD COLUMN "ringkasan_jenis" "enum_produk_ringkasan_jenis";
  ALTER TABLE "produk" ADD COLUMN "ringkasan_akad" "enum_produk_ringkasan_akad";
  ALTER TABLE "produk" ADD COLUMN "ringkasan_fitur_utama" varchar;
  ALTER TABLE "produk" ADD COLUMN "ringkasan_manfaat" varchar;
  ALTER TABLE "produk" ADD COLUMN "ringkasan_risiko" varchar;
  ALTER TABLE "produk" ADD COLUMN "ringkasan_persyaratan" varchar;
  ALTER TABLE "produk" ADD COLUMN "ringkasan_berlaku_per" timestamp(3) with time zone;
  ALTER TABLE "produk" ADD COLUMN "ringkasan_dijamin_lps" boolean DEFAULT false;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_jenis" "enum__produk_v_version_ringkasan_jenis";
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_akad" "enum__produk_v_version_ringkasan_akad";
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_fitur_utama" varchar;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_manfaat" varchar;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_risiko" varchar;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_persyaratan" varchar;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_berlaku_per" timestamp(3) with time zone;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_dijamin_lps" boolean DEFAULT false;
  ALTER TABLE "produk_ringkasan_biaya" ADD CONSTRAINT "produk_ringkasan_biaya_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."produk"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_produk_v_version_ringkasan_biaya" ADD CONSTRAINT "_produk_v_version_ringkasan_biaya_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_produk_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "produk_ringkasan_biaya_order_idx" ON "produk_ringkasan_biaya" USING btree ("_order");
  CREATE INDEX "produk_ringkasan_biaya_parent_id_idx" ON "produk_ringkasan_biaya" USING btree ("_parent_id");
  CREATE INDEX "_produk_v_version_ringkasan_biaya_order_idx" ON "_produk_v_version_ringkasan_biaya" USING btree ("_order");
  CREATE INDEX "_produk_v_version_ringkasan_biaya_parent_id_idx" ON "_produk_v_version_ringkasan_biaya" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "produk_ringkasan_biaya" CASCADE;
  DROP TABLE "_produk_v_version_ringkasan_biaya" CASCADE;
  ALTER TABLE "produk" DROP COLUMN "ringkasan_jenis";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_akad";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_fitur_utama";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_manfaat";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_risiko";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_persyaratan";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_berlaku_per";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_dijamin_lps";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_jenis";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_akad";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_fitur_utama";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_manfaat";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_risiko";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_persyaratan";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_berlaku_per";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_dijamin_lps";
  DROP TYPE "public"."enum_produk_ringkasan_biaya_satuan";
  DROP TYPE "public"."enum_produk_ringkasan_jenis";
  DROP TYPE "public"."enum_produk_ringkasan_akad";
  DROP TYPE "public"."enum__produk_v_version_ringkasan_biaya_satuan";
  DROP TYPE "public"."enum__produk_v_version_ringkasan_jenis";
  DROP TYPE "public"."enum__produk_v_version_ringkasan_akad";`)
}
