-- Work that one of several API replicas must do once (decision 036): a replica claims a row
-- (FOR UPDATE SKIP LOCKED), moving next_attempt_at ahead as a lease; a replica that dies
-- mid-call leaves the row due again when the lease runs out, for any replica to take.
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "sent_at" IS NULL;--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("next_attempt_at") WHERE "delivered_at" IS NULL AND "gave_up_at" IS NULL;
--> statement-breakpoint
-- Every catalog write also tells the API replicas listening on this database (on commit; one
-- notice per transaction), so that each drops the answers it kept for the old catalog.
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
