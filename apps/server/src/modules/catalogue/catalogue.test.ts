import {
  deliveryFeeListSchema,
  heroListResponseSchema,
  LOW_PRICE_THRESHOLD,
  productDetailResponseSchema,
  productListResponseSchema,
  productSchema,
  storeInfoSchema,
} from '@shop/shared';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';

describeEachDatabase('public catalogue', { seed: true }, (context) => {
  const get = async (url: string) => {
    const response = await context.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  it('answers the whole list with no parameters, in the exact shape', async () => {
    const { status, body } = await get('/api/product/list');
    expect(status).toBe(200);
    const parsed = productListResponseSchema.parse(body);
    expect(parsed.products.length).toBeGreaterThanOrEqual(80);
    expect(body).not.toHaveProperty('total');
    const first = parsed.products[0]!;
    expect(Object.keys(first).sort()).toEqual(Object.keys(productSchema.shape).sort());
    expect(first.image.length).toBeGreaterThanOrEqual(1);
    expect(first.image[0]).toMatch(/^\/images\//);
  });

  it('pages with total, page and limit', async () => {
    const all = productListResponseSchema.parse((await get('/api/product/list')).body).products;
    const first = (await get('/api/product/list?page=1&limit=10')).body;
    const second = (await get('/api/product/list?page=2&limit=10')).body;
    expect(first).toMatchObject({ success: true, total: all.length, page: 1, limit: 10 });
    expect(first.products).toHaveLength(10);
    expect(second.products.map((product: { id: number }) => product.id)).toEqual(
      all.slice(10, 20).map((product) => product.id),
    );
    const beyond = (await get(`/api/product/list?page=999&limit=10`)).body;
    expect(beyond).toMatchObject({ products: [], total: all.length, page: 999 });
  });

  it('totals a filtered list on every page, its last and one past it, as its products number', async () => {
    const phones = productListResponseSchema
      .parse((await get('/api/product/list?category=Phone&sort=price_asc&limit=100')).body)
      .products.map((product) => product.id);
    expect(phones.length).toBeGreaterThan(4);
    const pages = Math.ceil(phones.length / 4);
    const seen: number[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const { body } = await get(`/api/product/list?category=Phone&sort=price_asc&limit=4&page=${page}`);
      expect(body.total, `page ${page}`).toBe(phones.length);
      seen.push(...body.products.map((product: { id: number }) => product.id));
    }
    expect(seen).toEqual(phones);
  });

  it('searches names case-insensitively by contains', async () => {
    const { body } = await get('/api/product/list?q=gALaXy&limit=100');
    expect(body.total).toBeGreaterThan(0);
    for (const product of body.products) expect(product.name.toLowerCase()).toContain('galaxy');
    const none = (await get('/api/product/list?q=%25%25zzqq')).body;
    expect(none).toMatchObject({ products: [], total: 0 });
  });

  it('filters by category, subcategory, brand and sound: OR within a field, AND across fields', async () => {
    const phones = (await get('/api/product/list?category=Phone&limit=100')).body;
    expect(phones.total).toBeGreaterThan(0);
    expect(phones.products.every((product: { category: string }) => product.category === 'Phone')).toBe(true);

    const either = (await get('/api/product/list?brand=Samsung&brand=Apple&limit=100')).body;
    const brands = new Set(either.products.map((product: { brand: string }) => product.brand));
    expect([...brands].sort()).toEqual(['Apple', 'Samsung']);

    const both = (await get('/api/product/list?category=Phone&brand=Samsung&limit=100')).body;
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(phones.total);
    for (const product of both.products)
      expect(product).toMatchObject({ category: 'Phone', brand: 'Samsung' });

    const laptops = (await get('/api/product/list?subcategory=Laptop&limit=100')).body;
    expect(laptops.total).toBeGreaterThan(0);
    for (const product of laptops.products) expect(product.subcategory).toBe('Laptop');

    const speakers = (await get('/api/product/list?sound=Soundbar&sound=Bluetooth%20Speaker&limit=100')).body;
    expect(speakers.total).toBeGreaterThan(0);
    for (const product of speakers.products)
      expect(['Soundbar', 'Bluetooth Speaker']).toContain(product.soundSystem);
  });

  it('filters by price range and flags', async () => {
    const cheap = (await get(`/api/product/list?maxPrice=${LOW_PRICE_THRESHOLD - 0.01}&limit=100`)).body;
    expect(cheap.total).toBeGreaterThanOrEqual(12);
    for (const product of cheap.products) expect(product.price).toBeLessThan(LOW_PRICE_THRESHOLD);

    const range = (await get('/api/product/list?minPrice=1000&maxPrice=5000&limit=100')).body;
    for (const product of range.products) {
      expect(product.price).toBeGreaterThanOrEqual(1000);
      expect(product.price).toBeLessThanOrEqual(5000);
    }

    const top = (await get('/api/product/list?flag=top&limit=100')).body;
    expect(top.total).toBeGreaterThan(0);
    for (const product of top.products) expect(product.TopSellingProduct).toBe(true);
    const collection = (await get('/api/product/list?flag=collection&limit=100')).body;
    for (const product of collection.products) expect(product.collection).toBe(true);
  });

  it('sorts by price both ways', async () => {
    const ascending = (await get('/api/product/list?sort=price_asc&limit=100')).body.products;
    const prices = ascending.map((product: { price: number }) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await get('/api/product/list?sort=price_desc&limit=100')).body.products;
    const down = descending.map((product: { price: number }) => product.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('answers 400 naming the parameter for each malformed or unknown parameter', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=1.5', 'limit'],
      ['category=Fridges', 'category'],
      ['subcategory=Spaceship', 'subcategory'],
      ['brand=Nonexistent', 'brand'],
      ['sound=Gramophone', 'sound'],
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=ten', 'maxPrice'],
      ['sort=random', 'sort'],
      ['flag=hot', 'flag'],
      ['colour=red', 'colour'],
      ['page=1&page=2', 'page'],
    ];
    for (const [query, parameter] of cases) {
      const { status, body } = await get(`/api/product/list?${query}`);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message, query).toContain(parameter);
    }
  });

  it('never answers 500 for odd query strings', async () => {
    const odd = [
      `q=${'x'.repeat(5000)}`,
      'q=%00',
      'q=%',
      'q[]=1',
      'q[a]=1',
      'category[]=Phone',
      'limit=99999999999999999999',
      'page=1e3',
      'minPrice=1e309',
      '%E0%A4%A=1',
      'a=%ZZ',
      '&&&',
      '=1',
      'q=\u0000\u0001',
      `brand=${encodeURIComponent("HP' OR 1=1 --")}`,
    ];
    for (const query of odd) {
      const response = await context.app.inject({ method: 'GET', url: `/api/product/list?${query}` });
      expect(response.statusCode, query).toBeLessThan(500);
      expect(response.json().success !== undefined || Array.isArray(response.json()), query).toBe(true);
    }
  });

  it('answers one product by numeric id or _id, and 404 otherwise', async () => {
    const all = (await get('/api/product/list')).body.products;
    const product = all[3];
    // The answer is the list's product with where it is in stock: the tests' seed keeps every unit at Accra Mall.
    const byId = productDetailResponseSchema.parse((await get(`/api/product/${product.id}`)).body);
    const { inStockAt, variants, ...rest } = byId.product;
    expect({ ...rest, variants: variants.map(({ inStockAtBranchIds: _, ...variant }) => variant) }).toEqual(
      product,
    );
    expect(inStockAt?.map((branch) => branch.name)).toEqual(product.stock > 0 ? ['Accra Mall'] : []);
    expect((await get(`/api/product/${product._id}`)).body).toEqual(byId);
    for (const missing of ['999999', '99999999999', '00000000-0000-0000-0000-000000000000', 'nope', '-1']) {
      const { status, body } = await get(`/api/product/${missing}`);
      expect(status, missing).toBe(404);
      expect(body).toMatchObject({ success: false });
    }
  });

  it('answers heroes, delivery fees and store info in the original shapes', async () => {
    const heroes = heroListResponseSchema.parse((await get('/api/hero/list')).body).heroes;
    expect(heroes.length).toBeGreaterThanOrEqual(12);
    for (const hero of heroes) {
      expect(hero.link.startsWith('/')).toBe(true);
      expect(hero.cta.length).toBeGreaterThan(0);
    }
    const fees = deliveryFeeListSchema.parse((await get('/api/delivery-fees/')).body);
    expect(fees.length).toBeGreaterThanOrEqual(16);
    expect(fees.map((fee) => fee.city)).toEqual(
      expect.arrayContaining(['Accra', 'Kumasi', 'Tema', 'Tamale']),
    );
    const info = storeInfoSchema.parse((await get('/api/info/get')).body);
    expect(info.whyChooseUs.length).toBeGreaterThan(0);
  });

  it('lets clients revalidate with ETag and answers 304 when unchanged', async () => {
    const first = await get('/api/hero/list');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await context.app.inject({
      method: 'GET',
      url: '/api/hero/list',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });

  it('answers 404 JSON for unknown API paths and reports health', async () => {
    const missing = await get('/api/nothing/here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false });
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ success: true, database: context.kind });
  });
});
