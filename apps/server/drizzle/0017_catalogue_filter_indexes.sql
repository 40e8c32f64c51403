-- Filters at 100,000 products with three variants each (decision 0036): a price range with both
-- ends looks its variants up by price, and category with brand, the storefront's usual pair,
-- reads only the products that have both instead of intersecting two large bitmaps.
CREATE INDEX IF NOT EXISTS product_variants_price_idx ON product_variants (price_pesewas, product_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_category_brand_idx ON products (category, brand);
