-- How an online payment was made (issue 26.1; decision 039): Flutterwave's verify answer names it
-- in data.payment_type (card, bank_transfer, ussd); the order keeps the paying transaction's.
ALTER TABLE "orders" ADD COLUMN "payment_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" in ('card', 'bank_transfer', 'ussd'));--> statement-breakpoint
-- A successful transaction of another amount or currency than the order's total does not pay it:
-- it is kept on record and flagged to be given back.
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_reason_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_check" CHECK ("payments"."refund_reason" in ('already-paid', 'order-cancelled', 'wrong-amount'));--> statement-breakpoint
-- The sandbox's hosted page takes bank transfers and USSD besides cards.
ALTER TABLE "sandbox_transactions" ADD COLUMN "payment_type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ALTER COLUMN "card_last4" SET DEFAULT '';
