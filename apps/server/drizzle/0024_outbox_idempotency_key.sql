-- Each message's key, the same on every try (decision 0057): an e-mail's Message-ID carries it,
-- so a copy sent again after a crash is recognisably the same message. The default is volatile,
-- so every row already in the outbox gets a key of its own.
ALTER TABLE "outbox" ADD COLUMN "idempotency_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;
