-- Order status becomes an enum: the database refuses any status outside the shared list.
-- The old text default cannot be cast along with the column, so it is dropped first and set again after.
-- Existing rows keep their status: USING casts each text value to the enum value of the same name.
CREATE TYPE "public"."order_status" AS ENUM('Pending', 'In Truck', 'In Transit', 'Delivered', 'Cancelled');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_status" SET DATA TYPE "public"."order_status" USING "order_status"::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_status" SET DEFAULT 'Pending'::"public"."order_status";
