-- Marketing consent per channel (decision 0065): off until the shopper says yes, each change
-- kept with its time and source (Data Protection Act 2012, Act 843). Order messages are not
-- marketing and stay apart (users.sms_order_updates).
--
-- The current answer per account and channel: what a reminder reads before it is queued.
CREATE TABLE marketing_consents (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  granted boolean NOT NULL,
  source text NOT NULL,
  changed_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, channel)
);
--> statement-breakpoint
-- Every change, never edited: what staff show when asked who agreed to what, and when.
CREATE TABLE marketing_consent_events (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  granted boolean NOT NULL,
  source text NOT NULL CHECK (source IN (
    'sign-up', 'checkout', 'profile', 'unsubscribe-link', 'sms-stop', 'whatsapp-opt-out'
  )),
  at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX marketing_consent_events_user_idx ON marketing_consent_events (user_id, at DESC, id DESC);
--> statement-breakpoint
-- One-click unsubscribe links (RFC 8058), one per marketing message: the token kept as its
-- SHA-256, spent once, so a forged or replayed link changes nothing.
CREATE TABLE unsubscribe_links (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  used_at timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX unsubscribe_links_user_idx ON unsubscribe_links (user_id);
