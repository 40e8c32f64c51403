-- Bringing shoppers back (decision 0066): cart reminders, "tell me when it's back", and
-- WhatsApp as the outbox's third channel.
--
-- A WhatsApp message is a template the shop registered with Meta, filled with parameters: the
-- row keeps them here, and its `text` keeps the words staff read in the Outbox.
ALTER TABLE outbox ADD COLUMN payload jsonb;
--> statement-breakpoint
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'sms', 'whatsapp'));
--> statement-breakpoint
-- Order updates go by SMS (as before) or by WhatsApp, the shopper's choice on /profile.
ALTER TABLE users ADD COLUMN order_updates_channel text NOT NULL DEFAULT 'sms'
  CHECK (order_updates_channel IN ('sms', 'whatsapp'));
--> statement-breakpoint
-- One row per reminder of a left cart: the cart's last change it reminded of (never twice for
-- one) and when, for the week's cap; the channels it went by.
CREATE TABLE cart_reminders (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  cart_changed_at timestamp with time zone NOT NULL,
  sent_at timestamp with time zone NOT NULL DEFAULT now(),
  channels text[] NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX cart_reminders_user_cart_unique ON cart_reminders (user_id, cart_changed_at);
--> statement-breakpoint
CREATE INDEX cart_reminders_user_sent_idx ON cart_reminders (user_id, sent_at DESC);
--> statement-breakpoint
-- The reminder job finds carts by their last change.
CREATE INDEX cart_items_user_updated_idx ON cart_items (user_id, updated_at DESC);
--> statement-breakpoint
-- "Notify me when it's back", per variant: an account's, or a guest's e-mail or phone once
-- confirmed (by a link or a code, kept as its SHA-256). Ends when its one message is queued.
CREATE TABLE stock_alerts (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  variant_id integer NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  recipient text NOT NULL,
  confirm_secret_hash text,
  confirm_attempts integer NOT NULL DEFAULT 0,
  confirmed_at timestamp with time zone,
  notified_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT stock_alerts_variant_of_product_fk FOREIGN KEY (variant_id, product_id)
    REFERENCES product_variants (id, product_id) ON DELETE CASCADE
);
--> statement-breakpoint
-- One waiting request per variant and address: asking twice keeps one.
CREATE UNIQUE INDEX stock_alerts_waiting_unique ON stock_alerts (variant_id, channel, recipient)
  WHERE notified_at IS NULL;
--> statement-breakpoint
-- What the back-in-stock job and the admin's waiting counts read.
CREATE INDEX stock_alerts_confirmed_waiting_idx ON stock_alerts (variant_id)
  WHERE notified_at IS NULL AND confirmed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX stock_alerts_product_idx ON stock_alerts (product_id);
--> statement-breakpoint
CREATE INDEX stock_alerts_user_idx ON stock_alerts (user_id);
--> statement-breakpoint
CREATE UNIQUE INDEX stock_alerts_confirm_secret_unique ON stock_alerts (confirm_secret_hash);
