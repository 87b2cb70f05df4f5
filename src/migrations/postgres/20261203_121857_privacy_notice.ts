import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "kebijakan_privasi" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"versi" numeric,
  	"isi" varchar NOT NULL,
  	"catatan" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pengajuan" ADD COLUMN "versi_kebijakan_privasi" numeric;
  ALTER TABLE "pengaduan" ADD COLUMN "versi_kebijakan_privasi" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kebijakan_privasi_id" integer;
  CREATE UNIQUE INDEX "kebijakan_privasi_versi_idx" ON "kebijakan_privasi" USING btree ("versi");
  CREATE INDEX "kebijakan_privasi_updated_at_idx" ON "kebijakan_privasi" USING btree ("updated_at");
  CREATE INDEX "kebijakan_privasi_created_at_idx" ON "kebijakan_privasi" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kebijakan_privasi_fk" FOREIGN KEY ("kebijakan_privasi_id") REFERENCES "public"."kebijakan_privasi"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_kebijakan_privasi_id_idx" ON "payload_locked_documents_rels" USING btree ("kebijakan_privasi_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "kebijakan_privasi" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "kebijakan_privasi" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kebijakan_privasi_fk";
  
  DROP INDEX "payload_locked_documents_rels_kebijakan_privasi_id_idx";
  ALTER TABLE "pengajuan" DROP COLUMN "versi_kebijakan_privasi";
  ALTER TABLE "pengaduan" DROP COLUMN "versi_kebijakan_privasi";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kebijakan_privasi_id";`)
}
