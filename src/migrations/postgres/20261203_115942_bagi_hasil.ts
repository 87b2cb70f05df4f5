import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bagi_hasil_id" integer;
  ALTER TABLE "bagi_hasil" ADD CONSTRAINT "bagi_hasil_produk_id_produk_id_fk" FOREIGN KEY ("produk_id") REFERENCES "public"."produk"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bagi_hasil_produk_idx" ON "bagi_hasil" USING btree ("produk_id");
  CREATE INDEX "bagi_hasil_bulan_idx" ON "bagi_hasil" USING btree ("bulan");
  CREATE INDEX "bagi_hasil_updated_at_idx" ON "bagi_hasil" USING btree ("updated_at");
  CREATE INDEX "bagi_hasil_created_at_idx" ON "bagi_hasil" USING btree ("created_at");
  CREATE UNIQUE INDEX "bulan_produk_tenor_idx" ON "bagi_hasil" USING btree ("bulan","produk_id","tenor");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bagi_hasil_fk" FOREIGN KEY ("bagi_hasil_id") REFERENCES "public"."bagi_hasil"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bagi_hasil_id_idx" ON "payload_locked_documents_rels" USING btree ("bagi_hasil_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bagi_hasil" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bagi_hasil" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bagi_hasil_fk";
  
  DROP INDEX "payload_locked_documents_rels_bagi_hasil_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bagi_hasil_id";`)
}
