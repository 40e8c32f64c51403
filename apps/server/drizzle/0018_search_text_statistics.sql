-- The search reads ANALYZE's sample of search_text (search-ranks.ts, decisions 0030 and 0038)
-- to tell a common word from a rare one and a dense rank from a sparse one. At the default
-- statistics target that sample is 101 rows, and one sampled row holding a rare pair ("iphone"
-- and " 15", 0.05 % of 100,000 products) reads as 1 %, a dense rank: "iphne 15" then walked
-- every iPhone, 56 to 97 ms instead of 10 (after 1 ANALYZE in 30 on PostgreSQL, 1 bench run in
-- 5 on PGlite). With 1,000 the sample is 1,001 rows, and one row reads as 0.1 %; ANALYZE reads
-- up to 300,000 rows (the whole table at 100,000 products), after an import on PGlite.
ALTER TABLE products ALTER COLUMN search_text SET STATISTICS 1000;
