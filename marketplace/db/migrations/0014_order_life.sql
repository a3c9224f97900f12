-- The order's life (issue 26 parts 2-4, decision 040): pay on delivery, the statuses after
-- payment, a timeline, refunds, and e-mails sent once per order and step.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'cancelled', 'refused'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('online', 'on_delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_collected_kobo" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_kobo" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_status_check" CHECK ("orders"."refund_status" in ('pending', 'successful', 'failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_collected_check" CHECK ("orders"."amount_collected_kobo" >= 0);--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 'pending' (placed) is the order's created_at and has no row. An order reaches each status at most once: the unique index makes each step's event (and so
-- its e-mail) once-only, whichever replica or retry records it.
CREATE UNIQUE INDEX "order_events_order_status_idx" ON "order_events" USING btree ("order_id","status");--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "created_at")
  SELECT "id", 'paid', "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- Orders paid before this migration went straight to 'processing': that step dates from payment.
INSERT INTO "order_events" ("order_id", "status", "created_at")
  SELECT "id", "status", "updated_at" FROM "orders" WHERE "status" in ('processing', 'shipped', 'delivered');--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "created_at")
  SELECT "id", 'cancelled', "updated_at" FROM "orders" WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD COLUMN "pay_on_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An e-mail that must go out once (an order's step): a second insert with the same key is ignored.
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" USING btree ("dedupe_key") WHERE "dedupe_key" IS NOT NULL;
--> statement-breakpoint
-- The sandbox provider's refunds (POST /v3/transactions/:id/refund), in its own books.
CREATE TABLE "sandbox_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount_kobo" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_transaction_id_sandbox_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."sandbox_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_transaction_idx" ON "sandbox_refunds" USING btree ("transaction_id");
