-- Decision 0024: a reset link is bound to the password it was issued against (a SHA-256 of the
-- account's password hash when the link was made). Links made before this migration have none
-- and are refused: they last 30 minutes, and asking again gives a new one.
ALTER TABLE "password_resets" ADD COLUMN IF NOT EXISTS "password_fingerprint" text;
