import {
  adminCatalogueListsResponseSchema,
  catalogueListEntryResponseSchema,
  catalogueListsResponseSchema,
  productListResponseSchema,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase } from '../../../test/helpers/test-database';
import { registerShopper, registerStaff, type Shopper } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import { seedDemoShop } from '../../demo-shop/seed-demo-shop';

const newProduct = (brand: string) => ({
  name: 'Vivo Y28 phone',
  price: 1899,
  category: 'Phone',
  subcategory: 'Android Phone',
  brand,
  description: 'A phone with a large battery.',
  image: ['/uploads/vivo.webp'],
  stock: 4,
});

describeEachDatabase('brands, categories and subcategories staff edit', { seed: true }, (context) => {
  let staff: Shopper;
  let shopper: Shopper;
  beforeAll(async () => {
    staff = await registerStaff(context);
    shopper = await registerShopper(context.app);
  });
  const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(context.app, method, url, { token: staff.token, body });
  const publicLists = async () => {
    const { status, body } = await call(context.app, 'GET', '/api/catalogue/lists');
    expect(status).toBe(200);
    return catalogueListsResponseSchema.parse(body);
  };
  const adminLists = async () =>
    adminCatalogueListsResponseSchema.parse((await asStaff('GET', '/api/admin/catalogue-lists')).body);
  const productsOf = async (query: string) => {
    const { status, body } = await call(context.app, 'GET', `/api/product/list?${query}`);
    return {
      status,
      body,
      names: status === 200 ? productListResponseSchema.parse(body).products.map((p) => p.name) : [],
    };
  };

  it("answers today's lists to the storefront, in their order, with each category's subcategories", async () => {
    const lists = await publicLists();
    expect(lists.brands.slice(0, 3)).toEqual(['Samsung', 'Apple', 'Tecno']);
    expect(lists.categories.map((category) => category.name)).toEqual([
      'Phone',
      'Computer',
      'Accessories',
      'Electronics',
      'Power',
      'Networking',
      'Wearables',
      'Gaming',
    ]);
    expect(lists.categories.find((category) => category.name === 'Networking')!.subcategories).toEqual([
      'Cable',
      'Router',
    ]);
    expect(lists.subcategories).toContain('Power Bank');
  });

  it('lets staff add Vivo: a product made with it shows in the storefront filter list and the list filtered by it at once', async () => {
    // Asked twice, so both answers sit in the answer cache before the change.
    await publicLists();
    expect((await publicLists()).brands).not.toContain('Vivo');
    expect((await productsOf('brand=Vivo')).status).toBe(400);

    const refused = await call(context.app, 'POST', '/api/admin/products', {
      token: staff.token,
      body: newProduct('Vivo'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Brand "Vivo" is unknown: staff can add it on the admin site under Brands & categories.',
    );

    const added = await asStaff('POST', '/api/admin/brands', { name: '  Vivo ' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(catalogueListEntryResponseSchema.parse(added.body).entry).toMatchObject({
      name: 'Vivo',
      products: 0,
    });
    expect((await publicLists()).brands.at(-1)).toBe('Vivo');

    // Typed in small letters, saved in the list's spelling.
    const created = await asStaff('POST', '/api/admin/products', newProduct('vivo'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.product.brand).toBe('Vivo');
    const filtered = await productsOf('brand=Vivo');
    expect(filtered.status).toBe(200);
    expect(filtered.names).toEqual(['Vivo Y28 phone']);
    expect((await adminLists()).brands.find((brand) => brand.name === 'Vivo')!.products).toBe(1);
  });

  it('refuses a name already there whatever its case, and names that are empty, too long or on two lines', async () => {
    const twice = await asStaff('POST', '/api/admin/brands', { name: 'SAMSUNG' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      success: false,
      message:
        'A brand named "Samsung" already exists (names are compared without regard to capital letters).',
    });
    const categoryTwice = await asStaff('POST', '/api/admin/categories', { name: 'phone' });
    expect(categoryTwice.status).toBe(409);
    expect(categoryTwice.body.message).toContain('"Phone"');
    for (const name of ['', '   ', 'x'.repeat(41), 'Two\nlines']) {
      const bad = await asStaff('POST', '/api/admin/brands', { name });
      expect(bad.status, name).toBe(400);
      expect(bad.body.success).toBe(false);
      expect(bad.body.message, name).toMatch(/^Name /);
    }
    // Renaming another brand to a taken name, in another case, is refused too.
    const sony = (await adminLists()).brands.find((brand) => brand.name === 'Sony')!;
    const clash = await asStaff('PUT', `/api/admin/brands/${sony.id}`, { name: 'apple' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('"Apple"');
  });

  it('renames a brand in use in every product at once, and the old name stops filtering', async () => {
    const vivo = (await adminLists()).brands.find((brand) => brand.name === 'Vivo')!;
    await productsOf('brand=Vivo');
    const renamed = await asStaff('PUT', `/api/admin/brands/${vivo.id}`, { name: 'Vivo Mobile' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.message).toBe('Renamed to "Vivo Mobile"; its product shows the new name.');
    expect((await productsOf('brand=Vivo')).status).toBe(400);
    expect((await productsOf('brand=Vivo%20Mobile')).names).toEqual(['Vivo Y28 phone']);
    expect((await publicLists()).brands).toContain('Vivo Mobile');
  });

  it('refuses to delete a brand or category in use, naming how many products use it', async () => {
    const lists = await adminLists();
    const vivo = lists.brands.find((brand) => brand.name === 'Vivo Mobile')!;
    const refused = await asStaff('DELETE', `/api/admin/brands/${vivo.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '"Vivo Mobile" is the brand of 1 product (archived ones included): give it another brand first, or rename "Vivo Mobile" instead.',
    );
    const phone = lists.categories.find((category) => category.name === 'Phone')!;
    const phoneRefused = await asStaff('DELETE', `/api/admin/categories/${phone.id}`);
    expect(phoneRefused.status).toBe(409);
    expect(phoneRefused.body.message).toContain(`"Phone" is the category of ${phone.products} products`);
    expect((await publicLists()).categories.map((category) => category.name)).toContain('Phone');
  });

  it('deletes a brand no product uses, and it leaves the storefront filters', async () => {
    const added = await asStaff('POST', '/api/admin/brands', { name: 'Realme' });
    expect((await publicLists()).brands).toContain('Realme');
    const deleted = await asStaff('DELETE', `/api/admin/brands/${added.body.entry.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Brand "Realme" deleted.');
    expect((await publicLists()).brands).not.toContain('Realme');
    expect((await productsOf('brand=Realme')).status).toBe(400);
    expect((await asStaff('DELETE', `/api/admin/brands/${added.body.entry.id}`)).status).toBe(404);
  });

  it('adds a category and a subcategory under several categories, which the menus follow', async () => {
    const drones = await asStaff('POST', '/api/admin/categories', { name: 'Drones' });
    expect(drones.status).toBe(201);
    const quadcopter = await asStaff('POST', '/api/admin/subcategories', {
      name: 'Quadcopter',
      categories: ['Drones', 'electronics'],
    });
    expect(quadcopter.status, JSON.stringify(quadcopter.body)).toBe(201);
    expect(quadcopter.body.entry.categories).toEqual(['Electronics', 'Drones']);
    const lists = await publicLists();
    expect(lists.categories.find((category) => category.name === 'Drones')!.subcategories).toEqual([
      'Quadcopter',
    ]);
    expect(lists.categories.find((category) => category.name === 'Electronics')!.subcategories).toContain(
      'Quadcopter',
    );

    const unknown = await asStaff('POST', '/api/admin/subcategories', {
      name: 'Gimbal',
      categories: ['Spaceships'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown category: "Spaceships".');
    const none = await asStaff('POST', '/api/admin/subcategories', { name: 'Gimbal', categories: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Categories: choose at least one for this subcategory.');

    // Moved under Drones alone; then Drones, unused, is deleted and takes its links with it.
    const moved = await asStaff('PUT', `/api/admin/subcategories/${quadcopter.body.entry.id}`, {
      name: 'Quadcopter',
      categories: ['Drones'],
    });
    expect(moved.body.entry.categories).toEqual(['Drones']);
    expect((await asStaff('DELETE', `/api/admin/categories/${drones.body.entry.id}`)).status).toBe(200);
    const after = await adminLists();
    expect(after.categories.map((category) => category.name)).not.toContain('Drones');
    expect(after.subcategories.find((entry) => entry.name === 'Quadcopter')!.categories).toEqual([]);
  });

  it('is staff only', async () => {
    const asShopper = await call(context.app, 'POST', '/api/admin/brands', {
      token: shopper.token,
      body: { name: 'Pixel' },
    });
    expect(asShopper.status).toBe(403);
    expect((await call(context.app, 'GET', '/api/admin/catalogue-lists')).status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a brand added through one instance, on another', () => {
  it('shows in the second instance’s storefront filter list and product filter at once', async () => {
    const database = await createTestDatabase('postgres');
    await seedDemoShop(database.db);
    const [first, second] = await Promise.all(
      [0, 1].map(() => buildApp(testConfig(), { database, skipMigrations: true, logger: false })),
    );
    try {
      const brandsOnSecond = async () =>
        catalogueListsResponseSchema.parse((await call(second!, 'GET', '/api/catalogue/lists')).body).brands;
      await brandsOnSecond();
      await brandsOnSecond();
      const hits = second!.answerCache.stats.hits;
      expect(hits).toBeGreaterThan(0);
      // The second instance remembers the brands it knows for the list call's filter, too.
      expect((await call(second!, 'GET', '/api/product/list?brand=Pixel')).status).toBe(400);

      const staff = await registerStaff({ kind: 'postgres', app: first!, database });
      const added = await call(first!, 'POST', '/api/admin/brands', {
        token: staff.token,
        body: { name: 'Pixel' },
      });
      expect(added.status).toBe(201);
      const started = performance.now();
      let brands = await brandsOnSecond();
      while (!brands.includes('Pixel') && performance.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        brands = await brandsOnSecond();
      }
      expect(brands).toContain('Pixel');
      expect(performance.now() - started).toBeLessThan(5000);
      expect((await call(second!, 'GET', '/api/product/list?brand=Pixel')).status).toBe(200);
    } finally {
      await first!.close();
      await second!.close();
      await database.dispose();
    }
  }, 30_000);
});
