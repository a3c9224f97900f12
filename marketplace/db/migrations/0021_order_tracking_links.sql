-- Written by hand (issue 41 part 3, decision 062): "Share tracking". An order's public tracking
-- page is opened by this token; null while tracking is not shared or turned off.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_token" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "orders_tracking_token_idx" ON "orders" USING btree ("tracking_token") WHERE "orders"."tracking_token" is not null;
