import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "isisatu_rich" jsonb;
  ALTER TABLE "news" ADD COLUMN "isidua_rich" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_isisatu_rich" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_isidua_rich" jsonb;
  ALTER TABLE "produk" ADD COLUMN "deskripsi_rich" jsonb;
  ALTER TABLE "_produk_v" ADD COLUMN "version_deskripsi_rich" jsonb;
  ALTER TABLE "promo" ADD COLUMN "isi_rich" jsonb;
  ALTER TABLE "_promo_v" ADD COLUMN "version_isi_rich" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP COLUMN "isisatu_rich";
  ALTER TABLE "news" DROP COLUMN "isidua_rich";
  ALTER TABLE "_news_v" DROP COLUMN "version_isisatu_rich";
  ALTER TABLE "_news_v" DROP COLUMN "version_isidua_rich";
  ALTER TABLE "produk" DROP COLUMN "deskripsi_rich";
  ALTER TABLE "_produk_v" DROP COLUMN "version_deskripsi_rich";
  ALTER TABLE "promo" DROP COLUMN "isi_rich";
  ALTER TABLE "_promo_v" DROP COLUMN "version_isi_rich";`)
}
