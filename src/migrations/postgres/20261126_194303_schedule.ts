import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "edge_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"record" numeric NOT NULL,
  	"edge" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "laporan" ADD COLUMN "terbit_pada" timestamp(3) with time zone;
  ALTER TABLE "laporan" ADD COLUMN "tarik_pada" timestamp(3) with time zone;
  ALTER TABLE "_laporan_v" ADD COLUMN "version_terbit_pada" timestamp(3) with time zone;
  ALTER TABLE "_laporan_v" ADD COLUMN "version_tarik_pada" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "terbit_pada" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "tarik_pada" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_terbit_pada" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_tarik_pada" timestamp(3) with time zone;
  ALTER TABLE "produk" ADD COLUMN "terbit_pada" timestamp(3) with time zone;
  ALTER TABLE "produk" ADD COLUMN "tarik_pada" timestamp(3) with time zone;
  ALTER TABLE "_produk_v" ADD COLUMN "version_terbit_pada" timestamp(3) with time zone;
  ALTER TABLE "_produk_v" ADD COLUMN "version_tarik_pada" timestamp(3) with time zone;
  ALTER TABLE "promo" ADD COLUMN "terbit_pada" timestamp(3) with time zone;
  ALTER TABLE "promo" ADD COLUMN "tarik_pada" timestamp(3) with time zone;
  ALTER TABLE "_promo_v" ADD COLUMN "version_terbit_pada" timestamp(3) with time zone;
  ALTER TABLE "_promo_v" ADD COLUMN "version_tarik_pada" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "edge_claims_id" integer;
  CREATE INDEX "edge_claims_edge_idx" ON "edge_claims" USING btree ("edge");
  CREATE INDEX "edge_claims_updated_at_idx" ON "edge_claims" USING btree ("updated_at");
  CREATE INDEX "edge_claims_created_at_idx" ON "edge_claims" USING btree ("created_at");
  CREATE UNIQUE INDEX "kind_record_edge_idx" ON "edge_claims" USING btree ("kind","record","edge");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_edge_claims_fk" FOREIGN KEY ("edge_claims_id") REFERENCES "public"."edge_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "laporan_terbit_pada_idx" ON "laporan" USING btree ("terbit_pada");
  CREATE INDEX "laporan_tarik_pada_idx" ON "laporan" USING btree ("tarik_pada");
  CREATE INDEX "_status_terbitPada_tarikPada_idx" ON "laporan" USING btree ("_status","terbit_pada","tarik_pada");
  CREATE INDEX "_laporan_v_version_version_terbit_pada_idx" ON "_laporan_v" USING btree ("version_terbit_pada");
  CREATE INDEX "_laporan_v_version_version_tarik_pada_idx" ON "_laporan_v" USING btree ("version_tarik_pada");
  CREATE INDEX "version__status_version_terbitPada_version_tarikPada_idx" ON "_laporan_v" USING btree ("version__status","version_terbit_pada","version_tarik_pada");
  CREATE INDEX "news_terbit_pada_idx" ON "news" USING btree ("terbit_pada");
  CREATE INDEX "news_tarik_pada_idx" ON "news" USING btree ("tarik_pada");
  CREATE INDEX "_status_terbitPada_tarikPada_1_idx" ON "news" USING btree ("_status","terbit_pada","tarik_pada");
  CREATE INDEX "_news_v_version_version_terbit_pada_idx" ON "_news_v" USING btree ("version_terbit_pada");
  CREATE INDEX "_news_v_version_version_tarik_pada_idx" ON "_news_v" USING btree ("version_tarik_pada");
  CREATE INDEX "version__status_version_terbitPada_version_tarikPada_1_idx" ON "_news_v" USING btree ("version__status","version_terbit_pada","version_tarik_pada");
  CREATE INDEX "produk_terbit_pada_idx" ON "produk" USING btree ("terbit_pada");
  CREATE INDEX "produk_tarik_pada_idx" ON "produk" USING btree ("tarik_pada");
  CREATE INDEX "_status_terbitPada_tarikPada_2_idx" ON "produk" USING btree ("_status","terbit_pada","tarik_pada");
  CREATE INDEX "_produk_v_version_version_terbit_pada_idx" ON "_produk_v" USING btree ("version_terbit_pada");
  CREATE INDEX "_produk_v_version_version_tarik_pada_idx" ON "_produk_v" USING btree ("version_tarik_pada");
  CREATE INDEX "version__status_version_terbitPada_version_tarikPada_2_idx" ON "_produk_v" USING btree ("version__status","version_terbit_pada","version_tarik_pada");
  CREATE INDEX "promo_terbit_pada_idx" ON "promo" USING btree ("terbit_pada");
  CREATE INDEX "promo_tarik_pada_idx" ON "promo" USING btree ("tarik_pada");
  CREATE INDEX "_status_terbitPada_tarikPada_3_idx" ON "promo" USING btree ("_status","terbit_pada","tarik_pada");
  CREATE INDEX "_promo_v_version_version_terbit_pada_idx" ON "_promo_v" USING btree ("version_terbit_pada");
  CREATE INDEX "_promo_v_version_version_tarik_pada_idx" ON "_promo_v" USING btree ("version_tarik_pada");
  CREATE INDEX "version__status_version_terbitPada_version_tarikPada_3_idx" ON "_promo_v" USING btree ("version__status","version_terbit_pada","version_tarik_pada");
  CREATE INDEX "payload_locked_documents_rels_edge_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("edge_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "edge_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "edge_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_edge_claims_fk";
  
  DROP INDEX "laporan_terbit_pada_idx";
  DROP INDEX "laporan_tarik_pada_idx";
  DROP INDEX "_status_terbitPada_tarikPada_idx";
  DROP INDEX "_laporan_v_version_version_terbit_pada_idx";
  DROP INDEX "_laporan_v_version_version_tarik_pada_idx";
  DROP INDEX "version__status_version_terbitPada_version_tarikPada_idx";
  DROP INDEX "news_terbit_pada_idx";
  DROP INDEX "news_tarik_pada_idx";
  DROP INDEX "_status_terbitPada_tarikPada_1_idx";
  DROP INDEX "_news_v_version_version_terbit_pada_idx";
  DROP INDEX "_news_v_version_version_tarik_pada_idx";
  DROP INDEX "version__status_version_terbitPada_version_tarikPada_1_idx";
  DROP INDEX "produk_terbit_pada_idx";
  DROP INDEX "produk_tarik_pada_idx";
  DROP INDEX "_status_terbitPada_tarikPada_2_idx";
  DROP INDEX "_produk_v_version_version_terbit_pada_idx";
  DROP INDEX "_produk_v_version_version_tarik_pada_idx";
  DROP INDEX "version__status_version_terbitPada_version_tarikPada_2_idx";
  DROP INDEX "promo_terbit_pada_idx";
  DROP INDEX "promo_tarik_pada_idx";
  DROP INDEX "_status_terbitPada_tarikPada_3_idx";
  DROP INDEX "_promo_v_version_version_terbit_pada_idx";
  DROP INDEX "_promo_v_version_version_tarik_pada_idx";
  DROP INDEX "version__status_version_terbitPada_version_tarikPada_3_idx";
  DROP INDEX "payload_locked_documents_rels_edge_claims_id_idx";
  ALTER TABLE "laporan" DROP COLUMN "terbit_pada";
  ALTER TABLE "laporan" DROP COLUMN "tarik_pada";
  ALTER TABLE "_laporan_v" DROP COLUMN "version_terbit_pada";
  ALTER TABLE "_laporan_v" DROP COLUMN "version_tarik_pada";
  ALTER TABLE "news" DROP COLUMN "terbit_pada";
  ALTER TABLE "news" DROP COLUMN "tarik_pada";
  ALTER TABLE "_news_v" DROP COLUMN "version_terbit_pada";
  ALTER TABLE "_news_v" DROP COLUMN "version_tarik_pada";
  ALTER TABLE "produk" DROP COLUMN "terbit_pada";
  ALTER TABLE "produk" DROP COLUMN "tarik_pada";
  ALTER TABLE "_produk_v" DROP COLUMN "version_terbit_pada";
  ALTER TABLE "_produk_v" DROP COLUMN "version_tarik_pada";
  ALTER TABLE "promo" DROP COLUMN "terbit_pada";
  ALTER TABLE "promo" DROP COLUMN "tarik_pada";
  ALTER TABLE "_promo_v" DROP COLUMN "version_terbit_pada";
  ALTER TABLE "_promo_v" DROP COLUMN "version_tarik_pada";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "edge_claims_id";`)
}
