-- The shop owner and session use (decision 0014). One account is the owner: the only one that gives
-- or removes staff access. A shop that already has staff makes its oldest staff account the
-- owner, as that is the one `admin:create` made first. Sessions remember when they were last
-- used, so one left unused for SESSION_IDLE_DAYS ends; sessions alive now count as used now.
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_owner" ON "users" USING btree ("is_owner") WHERE "users"."is_owner";--> statement-breakpoint
UPDATE "users" SET "is_owner" = true
WHERE "id" = (SELECT "id" FROM "users" WHERE "is_admin" ORDER BY "created_at", "id" LIMIT 1);
