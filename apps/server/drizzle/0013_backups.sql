CREATE TABLE IF NOT EXISTS "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text NOT NULL,
	"bytes" bigint,
	"error" text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "backups_started_idx" ON "backups" USING btree ("started_at");
