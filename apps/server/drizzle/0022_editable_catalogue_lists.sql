-- Brands, categories and subcategories become lists staff edit (decision 0053). Products keep
-- the names in their own indexed columns, so the storefront's filtered list reads one table
-- as before; a foreign key on each name keeps them true: a rename reaches every product in
-- the same statement (ON UPDATE CASCADE), and a name still in use cannot be deleted.
-- Names are unique whatever their case ("vivo" beside "Vivo" is refused).
CREATE TABLE categories (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX categories_name_caseless_idx ON categories (lower(name));
--> statement-breakpoint
CREATE TABLE subcategories (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX subcategories_name_caseless_idx ON subcategories (lower(name));
--> statement-breakpoint
CREATE TABLE brands (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX brands_name_caseless_idx ON brands (lower(name));
--> statement-breakpoint
-- A subcategory may sit under several categories (a cable is an accessory and networking):
-- the admin site's subcategory menu offers those of the chosen category.
CREATE TABLE subcategory_categories (
  subcategory_id integer NOT NULL REFERENCES subcategories (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (subcategory_id, category_id)
);
--> statement-breakpoint
CREATE INDEX subcategory_categories_category_idx ON subcategory_categories (category_id);
--> statement-breakpoint
INSERT INTO categories (name) VALUES
  ('Phone'),
  ('Computer'),
  ('Accessories'),
  ('Electronics'),
  ('Power'),
  ('Networking'),
  ('Wearables'),
  ('Gaming');
--> statement-breakpoint
INSERT INTO subcategories (name) VALUES
  ('Android Phone'),
  ('iPhone'),
  ('Tablet'),
  ('Laptop'),
  ('Desktop'),
  ('Monitor'),
  ('Keyboard'),
  ('Mouse'),
  ('Headphones'),
  ('Earbuds'),
  ('Speaker'),
  ('Soundbar'),
  ('Charger'),
  ('Power Bank'),
  ('Cable'),
  ('Phone Case'),
  ('Router'),
  ('Smartwatch'),
  ('Fitness Band'),
  ('Camera'),
  ('Television'),
  ('UPS'),
  ('Console'),
  ('Gamepad');
--> statement-breakpoint
INSERT INTO brands (name) VALUES
  ('Samsung'),
  ('Apple'),
  ('Tecno'),
  ('Infinix'),
  ('itel'),
  ('Xiaomi'),
  ('Oppo'),
  ('Nokia'),
  ('Huawei'),
  ('HP'),
  ('Dell'),
  ('Lenovo'),
  ('Asus'),
  ('Acer'),
  ('Microsoft'),
  ('Sony'),
  ('JBL'),
  ('Bose'),
  ('Anker'),
  ('Oraimo'),
  ('Logitech'),
  ('TP-Link'),
  ('Hisense'),
  ('LG'),
  ('Nintendo');
--> statement-breakpoint
INSERT INTO subcategory_categories (subcategory_id, category_id)
SELECT subcategories.id, categories.id
FROM (VALUES
  ('Phone', 'Android Phone'),
  ('Phone', 'iPhone'),
  ('Phone', 'Tablet'),
  ('Computer', 'Laptop'),
  ('Computer', 'Desktop'),
  ('Computer', 'Monitor'),
  ('Computer', 'Keyboard'),
  ('Computer', 'Mouse'),
  ('Accessories', 'Phone Case'),
  ('Accessories', 'Cable'),
  ('Accessories', 'Charger'),
  ('Accessories', 'Power Bank'),
  ('Accessories', 'Earbuds'),
  ('Accessories', 'Headphones'),
  ('Accessories', 'Speaker'),
  ('Accessories', 'Keyboard'),
  ('Accessories', 'Mouse'),
  ('Electronics', 'Speaker'),
  ('Electronics', 'Soundbar'),
  ('Electronics', 'Headphones'),
  ('Electronics', 'Earbuds'),
  ('Electronics', 'Television'),
  ('Electronics', 'Camera'),
  ('Power', 'Charger'),
  ('Power', 'Power Bank'),
  ('Power', 'UPS'),
  ('Power', 'Cable'),
  ('Networking', 'Router'),
  ('Networking', 'Cable'),
  ('Wearables', 'Smartwatch'),
  ('Wearables', 'Fitness Band'),
  ('Gaming', 'Console'),
  ('Gaming', 'Gamepad'),
  ('Gaming', 'Headphones'),
  ('Gaming', 'Monitor')
) AS link (category, subcategory)
JOIN categories ON categories.name = link.category
JOIN subcategories ON subcategories.name = link.subcategory;
--> statement-breakpoint
-- A product written outside the admin site (a script, an older import) may carry a name the
-- lists above lack: it joins its list, so the keys below hold for every product.
INSERT INTO categories (name)
SELECT DISTINCT ON (lower(category)) category FROM products
WHERE lower(category) NOT IN (SELECT lower(name) FROM categories)
ORDER BY lower(category), category;
--> statement-breakpoint
INSERT INTO subcategories (name)
SELECT DISTINCT ON (lower(subcategory)) subcategory FROM products
WHERE lower(subcategory) NOT IN (SELECT lower(name) FROM subcategories)
ORDER BY lower(subcategory), subcategory;
--> statement-breakpoint
INSERT INTO brands (name)
SELECT DISTINCT ON (lower(brand)) brand FROM products
WHERE lower(brand) NOT IN (SELECT lower(name) FROM brands)
ORDER BY lower(brand), brand;
--> statement-breakpoint
-- The same name in another case ("samsung") takes its list's spelling.
UPDATE products SET category = categories.name FROM categories
WHERE lower(products.category) = lower(categories.name) AND products.category <> categories.name;
--> statement-breakpoint
UPDATE products SET subcategory = subcategories.name FROM subcategories
WHERE lower(products.subcategory) = lower(subcategories.name) AND products.subcategory <> subcategories.name;
--> statement-breakpoint
UPDATE products SET brand = brands.name FROM brands
WHERE lower(products.brand) = lower(brands.name) AND products.brand <> brands.name;
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_category_fk FOREIGN KEY (category)
  REFERENCES categories (name) ON UPDATE CASCADE ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_subcategory_fk FOREIGN KEY (subcategory)
  REFERENCES subcategories (name) ON UPDATE CASCADE ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_brand_fk FOREIGN KEY (brand)
  REFERENCES brands (name) ON UPDATE CASCADE ON DELETE RESTRICT;
--> statement-breakpoint
-- The storefront's filter lists are answers of the answer cache: every instance hears a change.
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER subcategories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER subcategory_categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategory_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
