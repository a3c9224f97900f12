CREATE TABLE "sandbox_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"tx_ref" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"currency" text NOT NULL,
	"redirect_url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" integer NOT NULL,
	"tx_ref" text NOT NULL,
	"flw_ref" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"processor_response" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_checkout_id_sandbox_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."sandbox_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_tx_ref_idx" ON "sandbox_checkouts" USING btree ("tx_ref");--> statement-breakpoint
CREATE INDEX "sandbox_transactions_tx_ref_idx" ON "sandbox_transactions" USING btree ("tx_ref","id");