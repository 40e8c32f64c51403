// The reviews of one benchmark product (decision 0064): as many buyers, each with a Delivered
// order of it and a published review, inserted set-wise (a few statements of generate_series,
// not one call per buyer). The product's count and stars are then set once to what the trigger
// on product_reviews sums: run per row it would rewrite the one product 5,000 times in one
// statement, each update walking the versions the last ones left (40 s on PGlite for a setup).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

const BUYER_EMAIL = 'bench.buyer.%@example.com';
const ORDER_REFERENCE = 'BENCH-REVIEW-';

export async function seedBenchReviews(db: Db, productId: number, count: number): Promise<void> {
  await db.execute(sql`ALTER TABLE product_reviews DISABLE TRIGGER product_reviews_counted`);
  // A bench run again on the same PostgreSQL: the last run's buyers and orders go first (the
  // products' truncation emptied their lines and reviews).
  await db.execute(sql`
    DELETE FROM product_reviews WHERE order_id IN (SELECT id FROM orders WHERE payment_reference LIKE ${`${ORDER_REFERENCE}%`})`);
  await db.execute(sql`DELETE FROM orders WHERE payment_reference LIKE ${`${ORDER_REFERENCE}%`}`);
  await db.execute(sql`DELETE FROM users WHERE email LIKE ${BUYER_EMAIL}`);
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash)
    SELECT 'Buyer ' || n || ' Mensah', 'bench.buyer.' || n || '@example.com', 'bench-account-without-password'
    FROM generate_series(1, ${count}) AS n`);
  // One Delivered, paid order each, delivered an hour apart, the newest a day ago.
  await db.execute(sql`
    INSERT INTO orders (user_id, first_name, last_name, email, street, city, state, country, phone_number,
      payment_method, subtotal_pesewas, shipping_fee_pesewas, total_pesewas, payment_status, order_status,
      payment_reference, status_changed_at, out_for_delivery_at, created_at, updated_at)
    SELECT buyer.id, 'Buyer ' || buyer.n, 'Mensah', buyer.email, '1 Ring Road East', 'Accra', 'Greater Accra',
      'Ghana', '+23324' || lpad(buyer.n::text, 7, '0'), 'pay-online', product.price_pesewas, 2500,
      product.price_pesewas + 2500, 'Paid', 'Delivered', ${ORDER_REFERENCE}::text || buyer.n,
      buyer.delivered_at, buyer.delivered_at, buyer.delivered_at - interval '1 day', buyer.delivered_at
    FROM (
      SELECT id, email, n, now() - interval '1 day' - n * interval '1 hour' AS delivered_at FROM (
        SELECT id, email, split_part(split_part(email, '@', 1), '.', 3)::int AS n FROM users WHERE email LIKE ${BUYER_EMAIL}
      ) AS numbered
    ) AS buyer, products AS product
    WHERE product.id = ${productId}`);
  await db.execute(sql`
    INSERT INTO order_items (order_id, product_id, variant_id, variant_public_id, variant_sku, name,
      unit_price_pesewas, quantity)
    SELECT o.id, ${productId}, variant.id, variant.public_id, variant.sku, product.name, product.price_pesewas, 1
    FROM orders AS o, products AS product,
      (SELECT id, public_id, sku FROM product_variants WHERE product_id = ${productId} ORDER BY position LIMIT 1) AS variant
    WHERE o.payment_reference LIKE ${`${ORDER_REFERENCE}%`} AND product.id = ${productId}`);
  // Mostly 4 and 5 stars, some lower; texts of every length up to 600 characters; one in seven
  // answered by the shop; published a few hours after delivery, so the newest first is by n.
  await db.execute(sql`
    INSERT INTO product_reviews (product_id, user_id, order_id, author_name, variant_label, rating, title, body,
      status, moderated_at, published_at, answer, answered_at, created_at, updated_at)
    SELECT ${productId}, o.user_id, o.id, 'Buyer ' || o.n || ' M.', '64GB',
      (ARRAY[5, 4, 5, 3, 4, 5, 2, 4, 5, 1])[1 + o.n % 10], 'Review number ' || o.n,
      repeat('Good phone, the battery lasts the day and delivery to Accra was quick. ', o.n % 9),
      'published', o.delivered_at + interval '3 hours', o.delivered_at + interval '3 hours',
      CASE WHEN o.n % 7 = 0 THEN 'Thank you for your review. We are glad the phone serves you well.' END,
      CASE WHEN o.n % 7 = 0 THEN o.delivered_at + interval '5 hours' END,
      o.delivered_at + interval '2 hours', o.delivered_at + interval '3 hours'
    FROM (
      SELECT id, user_id, status_changed_at AS delivered_at, substr(payment_reference, ${ORDER_REFERENCE.length + 1})::int AS n
      FROM orders WHERE payment_reference LIKE ${`${ORDER_REFERENCE}%`}
    ) AS o`);
  await db.execute(sql`ALTER TABLE product_reviews ENABLE TRIGGER product_reviews_counted`);
  await db.execute(sql`
    UPDATE products SET
      reviews = (SELECT count(*) FROM product_reviews WHERE product_id = ${productId} AND status = 'published'),
      rating_total = (SELECT coalesce(sum(rating), 0) FROM product_reviews WHERE product_id = ${productId} AND status = 'published')
    WHERE id = ${productId}`);
  // The caller vacuums products with the rest of the catalogue.
  for (const table of ['users', 'orders', 'order_items', 'product_reviews'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}
