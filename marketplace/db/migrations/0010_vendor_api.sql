-- Written by hand (issue 24): vendors' API keys, products a vendor has hidden, products' other
-- names, and the outbox of cache tags owed to the storefronts (docs/decisions/034-vendor-api.md).
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS other_names text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
CREATE TABLE "vendor_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "vendor_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "vendor_api_keys" ADD CONSTRAINT "vendor_api_keys_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_api_keys_vendor_idx" ON "vendor_api_keys" USING btree ("vendor_id");--> statement-breakpoint
CREATE TABLE "revalidation_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"tags" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"gave_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revalidation_outbox_due_idx" ON "revalidation_outbox" USING btree ("next_attempt_at","id") WHERE "gave_up_at" IS NULL;
