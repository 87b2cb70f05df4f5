import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pengajuan_notifikasi_pesan" ADD VALUE 'baru';
  ALTER TABLE "pengajuan_notifikasi" ADD COLUMN "wbs_id" integer;
  ALTER TABLE "pengajuan_notifikasi" ADD CONSTRAINT "pengajuan_notifikasi_wbs_id_wbs_id_fk" FOREIGN KEY ("wbs_id") REFERENCES "public"."wbs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pengajuan_notifikasi_wbs_idx" ON "pengajuan_notifikasi" USING btree ("wbs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pengajuan_notifikasi" DROP CONSTRAINT "pengajuan_notifikasi_wbs_id_wbs_id_fk";
  
  ALTER TABLE "pengajuan_notifikasi" ALTER COLUMN "pesan" SET DATA TYPE text;
  DROP TYPE "public"."enum_pengajuan_notifikasi_pesan";
  CREATE TYPE "public"."enum_pengajuan_notifikasi_pesan" AS ENUM('jawaban', 'perpanjangan');
  ALTER TABLE "pengajuan_notifikasi" ALTER COLUMN "pesan" SET DATA TYPE "public"."enum_pengajuan_notifikasi_pesan" USING "pesan"::"public"."enum_pengajuan_notifikasi_pesan";
  DROP INDEX "pengajuan_notifikasi_wbs_idx";
  ALTER TABLE "pengajuan_notifikasi" DROP COLUMN "wbs_id";`)
}
