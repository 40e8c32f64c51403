-- Pay on delivery (decision 0034). The owner's settings are one JSON row, heard by
-- the answer caches like store info (the catalogue channel's trigger).
CREATE TABLE IF NOT EXISTS "payment_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER payment_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- Deliveries refused at the door since pay on delivery was last restored for the account.
ALTER TABLE "users" ADD COLUMN "refused_deliveries" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- When the order first went out for delivery (In Truck): the delivery run's day.
ALTER TABLE "orders" ADD COLUMN "out_for_delivery_at" timestamp with time zone;
--> statement-breakpoint
-- The outcome at the door: collected (method, amount, MoMo id) or refused (reason), who and when.
ALTER TABLE "orders" ADD COLUMN "collection_outcome" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_method" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_pesewas" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "momo_transaction_id" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_recorded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_recorded_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_open_on_delivery_idx" ON "orders" USING btree ("user_id") WHERE "payment_status" = 'To pay on delivery';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_out_for_delivery_idx" ON "orders" USING btree ("out_for_delivery_at") WHERE "out_for_delivery_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_collection_recorded_idx" ON "orders" USING btree ("collection_recorded_at") WHERE "collection_recorded_at" IS NOT NULL;
