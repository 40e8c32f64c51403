-- Phones (decision 0026): the account's number, verified by a code, the shopper's choice of order
-- texts, and a flag on orders whose number cannot be read as a mobile number. The numbers of
-- existing orders are rewritten in E.164 at start-up (modules/orders/phone-backfill.ts), which
-- needs libphonenumber-js: phone_number_checked marks the rows it has read.
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_order_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_number_unreadable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_number_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "phone_number_checked" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "orders_phone_unchecked_idx" ON "orders" USING btree ("id") WHERE "phone_number_checked" = false;--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id");
