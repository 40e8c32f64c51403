-- Taxes, invoices and serials (decision 0061). The owner's tax settings are one JSON row, like
-- the store info and the payment settings.
CREATE TABLE tax_settings (
  id integer PRIMARY KEY,
  data jsonb NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One counter row per document series, taken under its row lock in the transaction that
-- issues the document: a rolled-back issue gives its number back, so the series has no gap.
CREATE TABLE document_counters (
  series text PRIMARY KEY,
  last_number integer NOT NULL DEFAULT 0 CHECK (last_number >= 0)
);
--> statement-breakpoint
INSERT INTO document_counters (series, last_number) VALUES ('invoice', 0), ('credit_note', 0);
--> statement-breakpoint
-- An invoice never changes once issued: its document (seller, buyer, lines, delivery, taxes,
-- payment) is written whole when payment settles. One per order.
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  number integer NOT NULL UNIQUE CHECK (number > 0),
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE RESTRICT,
  issued_at timestamp with time zone DEFAULT now() NOT NULL,
  document jsonb NOT NULL
);
--> statement-breakpoint
-- Each product says whether staff record a serial per unit sold, and its warranty in months.
-- Phones, tablets and computers track serials; accessories carry 6 months, the rest 12.
ALTER TABLE products ADD COLUMN tracks_serials boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN warranty_months integer DEFAULT 12 NOT NULL;
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_warranty_months_range CHECK (warranty_months >= 0 AND warranty_months <= 120);
--> statement-breakpoint
UPDATE products SET
  tracks_serials = (category IN ('Phone', 'Computer') OR subcategory IN ('Tablet', 'Laptop', 'Desktop', 'Android Phone', 'iPhone')),
  warranty_months = CASE WHEN category = 'Accessories' THEN 6 ELSE 12 END;
--> statement-breakpoint
-- The units sold, one row per serial: a serial is in at most one live sale (state sold), so a
-- unit cannot be sold twice unless it came back. Product name and options are kept as sold.
CREATE TABLE sold_units (
  id serial PRIMARY KEY,
  serial text NOT NULL CHECK (serial ~ '^[A-Z0-9-]{4,40}$'),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  order_item_id uuid NOT NULL REFERENCES order_items (id) ON DELETE RESTRICT,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  variant_id integer REFERENCES product_variants (id) ON DELETE SET NULL,
  product_name text NOT NULL,
  variant_options json DEFAULT '{}'::json NOT NULL,
  warranty_months integer NOT NULL CHECK (warranty_months >= 0),
  sold_at timestamp with time zone NOT NULL,
  warranty_until date NOT NULL,
  state text DEFAULT 'sold' NOT NULL CHECK (state IN ('sold', 'returned', 'replaced')),
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX sold_units_live_serial_idx ON sold_units (serial) WHERE state = 'sold';
--> statement-breakpoint
CREATE INDEX sold_units_serial_idx ON sold_units (serial);
--> statement-breakpoint
CREATE INDEX sold_units_order_idx ON sold_units (order_id);
