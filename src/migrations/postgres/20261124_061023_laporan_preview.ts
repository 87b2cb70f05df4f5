import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "laporan" ADD COLUMN "halaman" numeric;
  ALTER TABLE "laporan" ADD COLUMN "sizes_thumb_url" varchar;
  ALTER TABLE "laporan" ADD COLUMN "sizes_thumb_width" numeric;
  ALTER TABLE "laporan" ADD COLUMN "sizes_thumb_height" numeric;
  ALTER TABLE "laporan" ADD COLUMN "sizes_thumb_mime_type" varchar;
  ALTER TABLE "laporan" ADD COLUMN "sizes_thumb_filesize" numeric;
  ALTER TABLE "laporan" ADD COLUMN "sizes_thumb_filename" varchar;
  ALTER TABLE "laporan" ADD COLUMN "sizes_card_url" varchar;
  ALTER TABLE "laporan" ADD COLUMN "sizes_card_width" numeric;
  ALTER TABLE "laporan" ADD COLUMN "sizes_card_height" numeric;
  ALTER TABLE "laporan" ADD COLUMN "sizes_card_mime_type" varchar;
  ALTER TABLE "laporan" ADD COLUMN "sizes_card_filesize" numeric;
  ALTER TABLE "laporan" ADD COLUMN "sizes_card_filename" varchar;
  CREATE INDEX "laporan_sizes_thumb_sizes_thumb_filename_idx" ON "laporan" USING btree ("sizes_thumb_filename");
  CREATE INDEX "laporan_sizes_card_sizes_card_filename_idx" ON "laporan" USING btree ("sizes_card_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "laporan_sizes_thumb_sizes_thumb_filename_idx";
  DROP INDEX "laporan_sizes_card_sizes_card_filename_idx";
  ALTER TABLE "laporan" DROP COLUMN "halaman";
  ALTER TABLE "laporan" DROP COLUMN "sizes_thumb_url";
  ALTER TABLE "laporan" DROP COLUMN "sizes_thumb_width";
  ALTER TABLE "laporan" DROP COLUMN "sizes_thumb_height";
  ALTER TABLE "laporan" DROP COLUMN "sizes_thumb_mime_type";
  ALTER TABLE "laporan" DROP COLUMN "sizes_thumb_filesize";
  ALTER TABLE "laporan" DROP COLUMN "sizes_thumb_filename";
  ALTER TABLE "laporan" DROP COLUMN "sizes_card_url";
  ALTER TABLE "laporan" DROP COLUMN "sizes_card_width";
  ALTER TABLE "laporan" DROP COLUMN "sizes_card_height";
  ALTER TABLE "laporan" DROP COLUMN "sizes_card_mime_type";
  ALTER TABLE "laporan" DROP COLUMN "sizes_card_filesize";
  ALTER TABLE "laporan" DROP COLUMN "sizes_card_filename";`)
}
