import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wordpress_impor_jenis" AS ENUM('news', 'media');
  CREATE TABLE "wordpress_impor" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kunci" varchar NOT NULL,
  	"jenis" "enum_wordpress_impor_jenis" NOT NULL,
  	"rekaman" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wordpress_impor_id" integer;
  CREATE UNIQUE INDEX "wordpress_impor_kunci_idx" ON "wordpress_impor" USING btree ("kunci");
  CREATE INDEX "wordpress_impor_updated_at_idx" ON "wordpress_impor" USING btree ("updated_at");
  CREATE INDEX "wordpress_impor_created_at_idx" ON "wordpress_impor" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wordpress_impor_fk" FOREIGN KEY ("wordpress_impor_id") REFERENCES "public"."wordpress_impor"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wordpress_impor_id_idx" ON "payload_locked_documents_rels" USING btree ("wordpress_impor_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wordpress_impor" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wordpress_impor" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wordpress_impor_fk";
  
  DROP INDEX "payload_locked_documents_rels_wordpress_impor_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wordpress_impor_id";
  DROP TYPE "public"."enum_wordpress_impor_jenis";`)
}
