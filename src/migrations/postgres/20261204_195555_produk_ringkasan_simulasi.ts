import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_produk_ringkasan_simulasi_metode" AS ENUM('flat', 'efektif', 'anuitas');
  CREATE TYPE "public"."enum__produk_v_version_ringkasan_simulasi_metode" AS ENUM('flat', 'efektif', 'anuitas');
  ALTER TABLE "produk" ADD COLUMN "ringkasan_simulasi_plafon" numeric;
  ALTER TABLE "produk" ADD COLUMN "ringkasan_simulasi_margin" numeric;
  ALTER TABLE "produk" ADD COLUMN "ringkasan_simulasi_tenor" numeric;
  ALTER TABLE "produk" ADD COLUMN "ringkasan_simulasi_metode" "enum_produk_ringkasan_simulasi_metode";
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_simulasi_plafon" numeric;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_simulasi_margin" numeric;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_simulasi_tenor" numeric;
  ALTER TABLE "_produk_v" ADD COLUMN "version_ringkasan_simulasi_metode" "enum__produk_v_version_ringkasan_simulasi_metode";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "produk" DROP COLUMN "ringkasan_simulasi_plafon";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_simulasi_margin";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_simulasi_tenor";
  ALTER TABLE "produk" DROP COLUMN "ringkasan_simulasi_metode";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_simulasi_plafon";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_simulasi_margin";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_simulasi_tenor";
  ALTER TABLE "_produk_v" DROP COLUMN "version_ringkasan_simulasi_metode";
  DROP TYPE "public"."enum_produk_ringkasan_simulasi_metode";
  DROP TYPE "public"."enum__produk_v_version_ringkasan_simulasi_metode";`)
}
