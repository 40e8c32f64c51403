-- A message's secret (a reset token, a phone code) kept beside its words, never in them, and
-- emptied once it is sent (decision 0041): staff read the words in the admin Outbox.
ALTER TABLE "outbox" ADD COLUMN "secret" text;
--> statement-breakpoint
-- Messages queued before kept their secrets in their words: taken out here. Those not yet sent
-- can no longer carry their link or code, so they are given up; the shopper asks again.
UPDATE "outbox" SET
  "text" = regexp_replace("text", '([?&]token=)[^\s"&<]+', '\1******', 'g'),
  "html" = regexp_replace("html", '([?&](amp;)?token=)[^\s"&<]+', '\1******', 'g')
WHERE "kind" = 'password-reset';
--> statement-breakpoint
UPDATE "outbox" SET "text" = regexp_replace("text", '[0-9]{6}', '******', 'g') WHERE "kind" = 'phone-code';
--> statement-breakpoint
UPDATE "outbox" SET "status" = 'failed', "leased_until" = NULL,
  "last_error" = 'Queued before secrets were kept apart from the words; not sent'
WHERE "kind" IN ('password-reset', 'phone-code') AND "status" = 'pending';
