import { API_MESSAGES } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { call } from './helpers/api';
import { changedTables, snapshotTables } from './helpers/table-snapshot';
import { describeEachDatabase } from './helpers/test-app';
import { bearer, freshAddress, registerShopper, registerStaff, type Shopper } from './helpers/users';

/**
 * JSON's "\ud800" arrives in a JavaScript string as half of a surrogate pair: no character
 * at all. PostgreSQL cannot store it; the drivers either fail (a 500) or quietly store U+FFFD.
 */
const LONE_SURROGATES = ['\ud800', 'text\udfff', 'ends with a high half \ud83d', '\ude00 starts low'];

const storeInfo = {
  about: 'Phones and laptops in Accra since 2015.',
  whyChooseUs: [{ title: 'Genuine', description: 'Every device is genuine.' }],
  whatWeOffer: ['Phones', 'Laptops'],
  visitUsAt: 'Oxford Street, Osu',
  deliveryInfo: 'Delivery in 24-48 hours.',
  deepInfo: 'Warranty on every device.',
  contact: { phone: '+233 24 000 0000', email: 'hello@example.com', location: 'Accra' },
};

const product = {
  name: 'Surrogate test phone',
  price: 1200,
  category: 'Phone',
  subcategory: 'Smartphone',
  brand: 'Samsung',
  description: 'A phone.',
  info: ['6.1 inch screen', '128 GB'],
  stock: 3,
  image: ['/uploads/phone.webp', '/uploads/phone-back.webp'],
};

const hero = { title: 'Back to school', link: '/products', cta: 'Shop now', image: ['/uploads/hero.webp'] };

const checkout = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  street: '1 Ring Road',
  city: 'Accra',
  state: '',
  zipCode: '',
  country: 'Ghana',
  phoneNumber: '0241234567',
  paymentMethod: 'paystack',
  items: [{ productId: 1, quantity: 1 }],
  subtotal: 100,
  shippingFee: 20,
  total: 120,
};

type Who = 'anonymous' | 'customer' | 'staff';
interface Case {
  who: Who;
  method: 'POST' | 'PUT';
  url: string;
  body: Record<string, unknown>;
  /** Where the text goes, as a path into the body (numbers index lists). */
  path: (string | number)[];
}

const cases: Case[] = [
  { who: 'staff', method: 'PUT', url: '/api/admin/store-info', body: storeInfo, path: ['about'] },
  {
    who: 'staff',
    method: 'PUT',
    url: '/api/admin/store-info',
    body: storeInfo,
    path: ['whyChooseUs', 0, 'title'],
  },
  { who: 'staff', method: 'PUT', url: '/api/admin/store-info', body: storeInfo, path: ['whatWeOffer', 1] },
  {
    who: 'staff',
    method: 'PUT',
    url: '/api/admin/store-info',
    body: storeInfo,
    path: ['contact', 'location'],
  },
  { who: 'staff', method: 'POST', url: '/api/admin/products', body: product, path: ['name'] },
  { who: 'staff', method: 'POST', url: '/api/admin/products', body: product, path: ['info', 1] },
  { who: 'staff', method: 'POST', url: '/api/admin/products', body: product, path: ['image', 0] },
  { who: 'staff', method: 'POST', url: '/api/admin/heroes', body: hero, path: ['image', 0] },
  { who: 'staff', method: 'POST', url: '/api/admin/heroes', body: hero, path: ['title'] },
  {
    who: 'staff',
    method: 'POST',
    url: '/api/admin/delivery-fees',
    body: { city: 'Tema', fee: 10 },
    path: ['city'],
  },
  {
    who: 'customer',
    method: 'POST',
    url: '/api/contact',
    body: { name: 'Ama', message: 'Hello' },
    path: ['message'],
  },
  {
    who: 'customer',
    method: 'POST',
    url: '/api/contact',
    body: { name: 'Ama', message: 'Hello' },
    path: ['name'],
  },
  { who: 'customer', method: 'POST', url: '/api/orders/start', body: checkout, path: ['street'] },
  { who: 'customer', method: 'POST', url: '/api/orders/start', body: checkout, path: ['lastName'] },
  {
    who: 'anonymous',
    method: 'POST',
    url: '/api/user/register',
    body: { name: 'Ama', email: 'ama-surrogate@example.com', password: 'a-long-password-1' },
    path: ['name'],
  },
];

/** A deep copy of the body with `text` appended to the value at `path`. */
function spoilAt(body: Record<string, unknown>, path: (string | number)[], text: string) {
  const copy = structuredClone(body);
  let holder: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) holder = holder[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  holder[last] = `${holder[last]}${text}`;
  return copy;
}

describeEachDatabase('lone UTF-16 surrogates', { seed: true }, (context) => {
  const tokens: Partial<Record<Who, string>> = {};
  let customer: Shopper;
  beforeAll(async () => {
    customer = await registerShopper(context.app);
    tokens.customer = customer.token;
    tokens.staff = (await registerStaff(context)).token;
  });

  const send = async (testCase: Case, body: object) => {
    const token = tokens[testCase.who];
    const response = await context.app.inject({
      method: testCase.method,
      url: testCase.url,
      payload: body,
      headers: token ? bearer(token) : {},
      // Each its own address, so no per-address limit answers first.
      remoteAddress: freshAddress(),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('are refused with 400 and one shared message naming the field, anywhere in a body, and nothing is stored', async () => {
    const before = await snapshotTables(context.database);
    for (const testCase of cases) {
      for (const text of LONE_SURROGATES) {
        const label = `${testCase.method} ${testCase.url} ${testCase.path.join('.')} ${JSON.stringify(text)}`;
        const answer = await send(testCase, spoilAt(testCase.body, testCase.path, text));
        expect(answer, label).toMatchObject({
          status: 400,
          body: {
            success: false,
            message: API_MESSAGES.characterNotAllowed(`field "${testCase.path.join('.')}"`),
          },
        });
      }
    }
    expect(changedTables(before, await snapshotTables(context.database))).toEqual([]);
  });

  it('are refused in an object key too, which a schema would otherwise drop without a word', async () => {
    const answer = await call(context.app, 'PUT', '/api/admin/store-info', {
      token: tokens.staff,
      body: { ...storeInfo, contact: { ...storeInfo.contact, 'note\ud800': 'x' } },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, message: API_MESSAGES.characterNotAllowed('field "contact"') },
    });
  });

  it('still takes whole surrogate pairs (emoji) as the characters they are', async () => {
    const text = 'Phones 📱 and laptops 💻';
    const saved = await call(context.app, 'PUT', '/api/admin/store-info', {
      token: tokens.staff,
      body: { ...storeInfo, about: text },
    });
    expect(saved.status).toBe(200);
    const read = await call(context.app, 'GET', '/api/info/get');
    expect(JSON.stringify(read.body)).toContain(text);
  });
});
