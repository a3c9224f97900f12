ALTER TABLE "orders" ADD COLUMN "checkout_link" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaced_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaced_by_orders_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_check" CHECK ("payments"."refund_reason" in ('already-paid', 'order-cancelled'));