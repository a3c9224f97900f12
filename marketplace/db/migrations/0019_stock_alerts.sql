-- Written by hand (issue 38 part 5, decision 056): "Tell me when it's back". A waiting request is
-- a row with sent_at null; the API's sweep (marketplace/stock-alerts/send.ts) mails the ones whose
-- product is in stock and shown, and sets sent_at in the same transaction as the e-mail's outbox
-- row. Emptied with the products (truncate ... cascade of the seed's clearCatalog).
CREATE TABLE IF NOT EXISTS "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_id",lower("email")) WHERE "stock_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_alerts_email_waiting_idx" ON "stock_alerts" USING btree (lower("email")) WHERE "stock_alerts"."sent_at" is null;
