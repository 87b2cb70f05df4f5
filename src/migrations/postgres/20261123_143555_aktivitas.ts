import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_aktivitas_jenis" AS ENUM('tambah', 'ubah', 'hapus', 'login', 'login-gagal', 'logout', 'ubah-password');
  CREATE TYPE "public"."enum_aktivitas_objek" AS ENUM('laporan', 'news', 'produk', 'site-settings', 'users');
  CREATE TABLE "aktivitas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"jenis" "enum_aktivitas_jenis" NOT NULL,
  	"pengguna" varchar NOT NULL,
  	"objek" "enum_aktivitas_objek",
  	"objek_id" varchar,
  	"judul" varchar,
  	"kolom" varchar,
  	"alamat" varchar,
  	"keterangan" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "aktivitas_id" integer;
  CREATE INDEX "aktivitas_jenis_idx" ON "aktivitas" USING btree ("jenis");
  CREATE INDEX "aktivitas_pengguna_idx" ON "aktivitas" USING btree ("pengguna");
  CREATE INDEX "aktivitas_updated_at_idx" ON "aktivitas" USING btree ("updated_at");
  CREATE INDEX "aktivitas_created_at_idx" ON "aktivitas" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_aktivitas_fk" FOREIGN KEY ("aktivitas_id") REFERENCES "public"."aktivitas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_aktivitas_id_idx" ON "payload_locked_documents_rels" USING btree ("aktivitas_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "aktivitas" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "aktivitas" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_aktivitas_fk";
  
  DROP INDEX "payload_locked_documents_rels_aktivitas_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "aktivitas_id";
  DROP TYPE "public"."enum_aktivitas_jenis";
  DROP TYPE "public"."enum_aktivitas_objek";`)
}
