-- Checkout starts on the server (decision 0007): a pending order holds its stock until hold_expires_at,
-- carries the provider's access code, and the sweeper marks when it last looked (checked_at).
-- Only columns and indexes are added, all nullable: existing orders (all Paid) and payments stay as they were.
-- The partial unique index keeps one pending checkout per account; no existing row is Pending.
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_transactions" ADD COLUMN "access_code" text;--> statement-breakpoint
ALTER TABLE "test_payment_transactions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "test_payment_transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_transactions" ADD CONSTRAINT "test_payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."payment_status" = 'Pending';--> statement-breakpoint
ALTER TABLE "test_payment_transactions" ADD CONSTRAINT "test_payment_transactions_access_code_unique" UNIQUE("access_code");