-- Reviews by buyers (decision 0064): one review per account and product, written by an account
-- with a Delivered order of it, shown once staff publish it; and the requests that ask a buyer
-- for one three days after delivery.
--
-- The counts the demo data carried stand for no review: from here `products.reviews` is the
-- number of published reviews and `rating_total` the sum of their stars, both kept by the
-- trigger below as reviews are written, so the list, the product and its page never disagree.
UPDATE products SET reviews = 0 WHERE reviews <> 0;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN rating_total integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- The average in tenths of a star (42 = 4.2), null without a published review: a stored
-- column, so the list sorts by it on an index and no reader divides for itself.
ALTER TABLE products ADD COLUMN rating_tenths smallint GENERATED ALWAYS AS (
  CASE WHEN reviews > 0 THEN round(rating_total * 10.0 / reviews)::smallint END
) STORED;
--> statement-breakpoint
CREATE INDEX products_rating_idx ON products (rating_tenths DESC NULLS LAST, reviews DESC, id)
  WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE TABLE product_reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- Null once the account is erased: the review stays, as "A buyer", when its author chose so.
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  -- The Delivered order that made its author a buyer of the product.
  order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
  -- The name shown ("Abena A."), and the variant bought ("256GB, Blue"; empty without options).
  author_name text NOT NULL,
  variant_label text NOT NULL DEFAULT '',
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 80),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 2000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  -- Rejected: why, for the author.
  rejection_reason text,
  moderated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  moderated_at timestamp with time zone,
  -- When it was last published: the reviews are shown newest first by it.
  published_at timestamp with time zone,
  -- The shop's one answer.
  answer text CHECK (char_length(answer) <= 2000),
  answered_by uuid REFERENCES users(id) ON DELETE SET NULL,
  answered_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One review per account and product: a second is an edit of the first.
CREATE UNIQUE INDEX product_reviews_one_per_author ON product_reviews (product_id, user_id);
--> statement-breakpoint
-- A product's page of reviews, newest first, and the spread of its stars.
CREATE INDEX product_reviews_published_idx ON product_reviews (product_id, published_at DESC, id DESC)
  WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX product_reviews_spread_idx ON product_reviews (product_id, rating) WHERE status = 'published';
--> statement-breakpoint
-- Staff's queue: pending first, oldest first.
CREATE INDEX product_reviews_queue_idx ON product_reviews (status, updated_at);
--> statement-breakpoint
CREATE INDEX product_reviews_user_idx ON product_reviews (user_id);
--> statement-breakpoint
-- products.reviews and rating_total count the published reviews, whoever writes them.
CREATE OR REPLACE FUNCTION count_published_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE products SET reviews = reviews - 1, rating_total = rating_total - OLD.rating
      WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    UPDATE products SET reviews = reviews + 1, rating_total = rating_total + NEW.rating
      WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_reviews_counted AFTER INSERT OR DELETE OR UPDATE OF status, rating, product_id
  ON product_reviews FOR EACH ROW EXECUTE FUNCTION count_published_reviews();
--> statement-breakpoint
-- One request per delivered order and product, asked three days after delivery; its link is
-- the token, kept only as its SHA-256, valid 30 days and once.
CREATE TABLE review_requests (
  id serial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  UNIQUE (order_id, product_id)
);
--> statement-breakpoint
CREATE INDEX review_requests_user_idx ON review_requests (user_id);
--> statement-breakpoint
-- The asker's walk: delivered orders by when they were delivered.
CREATE INDEX orders_delivered_idx ON orders (status_changed_at) WHERE order_status = 'Delivered';
