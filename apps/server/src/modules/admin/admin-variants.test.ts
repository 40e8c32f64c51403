import {
  type AdminVariantsResponse,
  adminProductResponseSchema,
  adminVariantsResponseSchema,
  cartResponseSchema,
  dashboardResponseSchema,
  orderListResponseSchema,
  VARIANT_CSV_COLUMNS,
  VARIANT_MESSAGES,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { orderBody, startCart, testCharge } from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, registerStaff } from '../../../test/helpers/users';
import { insertPhoneWithVariants, productById, variantOf } from '../../../test/helpers/variants';

describeEachDatabase('staff: options and variants', { seed: true }, (context) => {
  let token: string;
  const staff = (method: 'GET' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
    call(context.app, method, url, { token, body });
  const grid = async (id: number): Promise<AdminVariantsResponse> => {
    const { status, body } = await staff('GET', `/api/admin/products/${id}/variants`);
    expect(status, JSON.stringify(body)).toBe(200);
    return adminVariantsResponseSchema.parse(body);
  };

  beforeAll(async () => {
    token = (await registerStaff(context)).token;
  });

  it('turns a product with one default variant into sizes of a watch, and the shop shows them', async () => {
    const row = await insertTestProduct(context.database.db, {
      name: 'Apple Watch Series 9 GPS',
      category: 'Wearables',
      subcategory: 'Smartwatch',
      brand: 'Apple',
      pricePesewas: 550_000,
      stock: 4,
    });
    const before = await grid(row.id);
    expect(before.options).toEqual([]);
    expect(before.variants).toEqual([
      {
        _id: expect.any(String),
        sku: `SKU-${row.id}`,
        options: {},
        price: 5500,
        stock: 4,
        image: [],
        salePrice: null,
        saleStartsAt: null,
        saleEndsAt: null,
      },
    ]);
    const saved = await staff('PUT', `/api/admin/products/${row.id}/variants`, {
      options: [{ name: 'Size', values: ['41mm', '45mm'] }],
      variants: [
        // The default variant becomes the 41 mm one: same _id, so carts holding it keep it.
        { _id: before.variants[0]!._id, sku: 'AW9-41', options: { Size: '41mm' }, price: 5500, stock: 4 },
        {
          sku: 'AW9-45',
          options: { Size: '45mm' },
          price: 5999.99,
          stock: 2,
          image: ['/uploads/aw9-45.webp'],
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = adminVariantsResponseSchema.parse(saved.body);
    expect(answer.message).toBe(VARIANT_MESSAGES.variantsSaved);
    expect(
      answer.variants.map((variant) => [variant.sku, variant.options.Size, variant.price, variant.stock]),
    ).toEqual([
      ['AW9-41', '41mm', 5500, 4],
      ['AW9-45', '45mm', 5999.99, 2],
    ]);
    expect(answer.variants[0]!._id).toBe(before.variants[0]!._id);

    const shown = await productById(context, row.id);
    expect(shown).toMatchObject({
      price: 5500,
      stock: 6,
      options: [{ name: 'Size', values: ['41mm', '45mm'] }],
    });
    expect(shown.variants[1]!.image).toEqual(['/uploads/aw9-45.webp']);
    expect(shown.variants[0]!.image).toEqual(row.images);
  });

  it('refuses a grid that does not add up, naming what is wrong, and changes nothing', async () => {
    const phone = await insertPhoneWithVariants(context);
    const path = `/api/admin/products/${phone.id}/variants`;
    const options = [
      { name: 'Storage', values: ['128GB', '256GB'] },
      { name: 'Colour', values: ['Black', 'Blue'] },
    ];
    const variant = (sku: string, storage: string, colour: string) => ({
      sku,
      options: { Storage: storage, Colour: colour },
      price: 1500,
      stock: 1,
    });
    const cases: [unknown, number, string][] = [
      [
        { options, variants: [variant('X1', '128GB', 'Black'), variant('X2', '128GB', 'Black')] },
        400,
        VARIANT_MESSAGES.combinationTaken('128GB, Black'),
      ],
      [
        { options, variants: [variant('X1', '128GB', 'Black'), variant('X1', '256GB', 'Black')] },
        409,
        VARIANT_MESSAGES.skuTaken('X1'),
      ],
      [
        { options, variants: [variant('X1', '512GB', 'Black')] },
        400,
        VARIANT_MESSAGES.variantUnknownValue('X1', 'Storage', '512GB'),
      ],
      [
        { options, variants: [{ sku: 'X1', options: { Storage: '128GB' }, price: 1, stock: 1 }] },
        400,
        VARIANT_MESSAGES.variantNeedsOption('X1', 'Colour'),
      ],
      [
        {
          options,
          variants: [
            { sku: 'X1', options: { Storage: '128GB', Colour: 'Black', Size: 'L' }, price: 1, stock: 1 },
          ],
        },
        400,
        VARIANT_MESSAGES.variantUnknownOption('X1', 'Size'),
      ],
      [
        {
          options: [options[0], { name: 'storage', values: ['a'] }],
          variants: [variant('X1', '128GB', 'Black')],
        },
        400,
        VARIANT_MESSAGES.optionNameTaken('storage'),
      ],
      [
        {
          options: [{ name: 'Colour', values: ['Blue', 'blue'] }],
          variants: [{ sku: 'X1', options: { Colour: 'Blue' }, price: 1, stock: 1 }],
        },
        400,
        VARIANT_MESSAGES.valueTaken('Colour', 'blue'),
      ],
      [{ options, variants: [] }, 400, 'at least one variant'],
      [
        { options: [], variants: [variant('X1', '128GB', 'Black'), variant('X2', '256GB', 'Black')] },
        400,
        VARIANT_MESSAGES.defaultNeedsNoOptions,
      ],
      [
        {
          options,
          variants: [{ ...variant('X1', '128GB', 'Black'), _id: '00000000-0000-4000-8000-000000000000' }],
        },
        400,
        VARIANT_MESSAGES.unknownVariantId('00000000-0000-4000-8000-000000000000'),
      ],
    ];
    const other = await insertTestProduct(context.database.db);
    cases.push([
      { options, variants: [variant(`SKU-${other.id}`, '128GB', 'Black')] },
      409,
      VARIANT_MESSAGES.skuTaken(`SKU-${other.id}`),
    ]);
    cases.push([
      { options, variants: [{ ...variant('X1', '128GB', 'Black'), sku: 'has space' }] },
      400,
      'SKU may hold only',
    ]);
    cases.push([
      {
        options: [1, 2, 3, 4].map((n) => ({ name: `O${n}`, values: ['a'] })),
        variants: [variant('X1', '128GB', 'Black')],
      },
      400,
      'at most 3 options',
    ]);
    for (const [body, status, message] of cases) {
      const before = await grid(phone.id);
      const answer = await staff('PUT', path, body);
      expect(answer.status, `${JSON.stringify(body)} -> ${JSON.stringify(answer.body)}`).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain(message);
      expect(await grid(phone.id)).toEqual(before);
    }
  });

  it('edits the stock of many variants at once, and only theirs', async () => {
    const phone = await insertPhoneWithVariants(context, { stock: 5 });
    const blue = variantOf(phone, '256GB', 'Blue');
    const black = variantOf(phone, '128GB', 'Black');
    const edited = await staff('PATCH', `/api/admin/products/${phone.id}/variants/stock`, {
      stock: [
        { _id: blue._id, stock: 0 },
        { _id: black._id, stock: 12 },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const answer = adminVariantsResponseSchema.parse(edited.body);
    expect(answer.variants.map((variant) => variant.stock)).toEqual([12, 5, 5, 5, 0, 5]);
    expect((await productById(context, phone.id)).stock).toBe(32);
    const foreign = await staff('PATCH', `/api/admin/products/${phone.id}/variants/stock`, {
      stock: [{ _id: '00000000-0000-4000-8000-000000000000', stock: 1 }],
    });
    expect(foreign.status).toBe(400);
    const negative = await staff('PATCH', `/api/admin/products/${phone.id}/variants/stock`, {
      stock: [{ _id: blue._id, stock: -1 }],
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message.toLowerCase()).toContain('stock');
    expect((await staff('GET', '/api/admin/products/999999/variants')).status).toBe(404);

    // The product's single stock figure belongs to its grid now.
    const single = await staff('PATCH', `/api/admin/products/${phone.id}/stock`, { stock: 3 });
    expect(single).toMatchObject({ status: 409, body: { message: VARIANT_MESSAGES.useVariantsGrid } });
    // The product form keeps the variants' prices and stock; the other fields are saved.
    const product = adminProductResponseSchema.parse(
      (await staff('GET', `/api/admin/products/${phone.id}`)).body,
    ).product;
    const form = {
      name: product.name,
      image: product.image,
      category: product.category,
      subcategory: product.subcategory,
      brand: product.brand,
      soundSystem: product.soundSystem,
      description: product.description,
      info: product.info,
      TopSellingProduct: product.TopSellingProduct,
      collection: product.collection,
    };
    const saved = await staff('PUT', `/api/admin/products/${phone.id}`, {
      ...form,
      price: 1,
      stock: 1,
      description: 'Saved from the product form.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await productById(context, phone.id)).variants.map((variant) => variant.price)).toEqual(
      phone.variants.map((variant) => variant.price),
    );
    expect((await productById(context, phone.id)).description).toBe('Saved from the product form.');
  });

  it('removes a variant from carts, never from the orders that bought it', async () => {
    const phone = await insertPhoneWithVariants(context, { stock: 5 });
    const blue = variantOf(phone, '256GB', 'Blue');
    const buyer = await registerShopper(context.app);
    const add = (shopper: { token: string }, variantId: string) =>
      call(context.app, 'POST', '/api/cart/add', {
        token: shopper.token,
        body: { productId: phone._id, variantId, quantity: 1 },
      });
    await add(buyer, blue._id);
    const { started, figures, city, reference } = await startCart(context.app, buyer);
    await testCharge(context.app, buyer, started.payment.accessCode);
    await call(context.app, 'POST', '/api/payments/verify', { token: buyer.token, body: { reference } });
    await call(context.app, 'POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(buyer, figures, city.city, reference),
    });
    const browser = await registerShopper(context.app);
    await add(browser, blue._id);
    await add(browser, variantOf(phone, '128GB', 'Black')._id);

    const current = await grid(phone.id);
    const kept = current.variants.filter((variant) => variant._id !== blue._id);
    const saved = await staff('PUT', `/api/admin/products/${phone.id}/variants`, {
      options: current.options,
      variants: kept,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const cart = cartResponseSchema.parse(
      (await call(context.app, 'GET', '/api/cart', { token: browser.token })).body,
    );
    expect(cart.cartItems.map((line) => line.variant.options)).toEqual([
      { Storage: '128GB', Colour: 'Black' },
    ]);
    const [order] = orderListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/orders/order', { token: buyer.token })).body,
    ).orders;
    expect(order!.items[0]!.variant).toEqual({ _id: blue._id, sku: blue.sku, options: blue.options });
  });

  describe('reports per variant', () => {
    it('lists low stock per variant on the dashboard, and every variant in the CSV export', async () => {
      const phone = await insertPhoneWithVariants(context, {
        name: 'Tecno Camon 40',
        sku: 'CAMON40',
        stock: 9,
      });
      const blue = variantOf(phone, '256GB', 'Blue');
      await staff('PATCH', `/api/admin/products/${phone.id}/variants/stock`, {
        stock: [{ _id: blue._id, stock: 1 }],
      });
      const dashboard = dashboardResponseSchema.parse((await staff('GET', '/api/admin/dashboard')).body);
      const low = dashboard.lowStock.filter((line) => line.id === phone.id);
      expect(low).toEqual([
        {
          id: phone.id,
          name: 'Tecno Camon 40',
          variant: { _id: blue._id, sku: blue.sku, options: { Storage: '256GB', Colour: 'Blue' } },
          stock: 1,
          image: '/uploads/a15-blue.webp',
        },
      ]);

      const response = await context.app.inject({
        url: '/api/admin/variants.csv',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const rows = response.body.split('\r\n');
      // With the demo's three branches, each one's units beside the stock (decision 0068).
      const atBranches = ['stock at Accra Mall', 'stock at Kumasi Adum', 'stock at Takoradi Market Circle'];
      const stockColumn = VARIANT_CSV_COLUMNS.indexOf('stock') + 1;
      expect(rows[0]).toBe(
        [
          ...VARIANT_CSV_COLUMNS.slice(0, stockColumn),
          ...atBranches,
          ...VARIANT_CSV_COLUMNS.slice(stockColumn),
        ].join(','),
      );
      const camon = rows.filter((line) => line.startsWith(`${phone.id},`));
      expect(camon).toHaveLength(6);
      expect(camon).toContain(
        // No sale: its three cells are empty.
        `${phone.id},Tecno Camon 40,${blue.sku},"Storage: 256GB; Colour: Blue",1699.5,,,,1,1,0,0,/uploads/a15-blue.webp,false`,
      );
    });
  });
});
