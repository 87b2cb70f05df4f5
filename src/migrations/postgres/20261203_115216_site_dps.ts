import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_dps_peran" AS ENUM('ketua', 'anggota');
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
  
  ALTER TABLE "site_settings_dps_pendidikan" ADD CONSTRAINT "site_settings_dps_pendidikan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_dps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_dps_pengalaman" ADD CONSTRAINT "site_settings_dps_pengalaman_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_dps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_dps" ADD CONSTRAINT "site_settings_dps_foto_id_gambar_situs_id_fk" FOREIGN KEY ("foto_id") REFERENCES "public"."gambar_situs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_dps" ADD CONSTRAINT "site_settings_dps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_dps_pendidikan_order_idx" ON "site_settings_dps_pendidikan" USING btree ("_order");
  CREATE INDEX "site_settings_dps_pendidikan_parent_id_idx" ON "site_settings_dps_pendidikan" USING btree ("_parent_id");
  CREATE INDEX "site_settings_dps_pengalaman_order_idx" ON "site_settings_dps_pengalaman" USING btree ("_order");
  CREATE INDEX "site_settings_dps_pengalaman_parent_id_idx" ON "site_settings_dps_pengalaman" USING btree ("_parent_id");
  CREATE INDEX "site_settings_dps_order_idx" ON "site_settings_dps" USING btree ("_order");
  CREATE INDEX "site_settings_dps_parent_id_idx" ON "site_settings_dps" USING btree ("_parent_id");
  CREATE INDEX "site_settings_dps_foto_idx" ON "site_settings_dps" USING btree ("foto_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_dps_pendidikan" CASCADE;
  DROP TABLE "site_settings_dps_pengalaman" CASCADE;
  DROP TABLE "site_settings_dps" CASCADE;
  DROP TYPE "public"."enum_site_settings_dps_peran";`)
}
