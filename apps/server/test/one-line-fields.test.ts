import { API_MESSAGES } from '@shop/shared';
import { count, desc } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { contactMessages, type deliveryFees, type heroes, orders, users } from '../src/db/schema';
import { call } from './helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  productsInStock,
  startBody,
  startCheckout,
} from './helpers/checkout';
import { describeEachDatabase } from './helpers/test-app';
import { freshAddress, registerShopper, registerStaff, type Shopper, uniqueEmail } from './helpers/users';

/** What an attacker puts in a one-line field so that a staff alert shows lines of its own. */
const INJECTIONS = [
  'Ama\r\nBcc: victim@example.com',
  'Ama\nSubject: Refund approved',
  'Ama\tMensah',
  'Ama\u2028Mensah',
  'Ama\u0085Mensah',
  'Ama\u007fMensah',
];

/**
 * CR, LF and the other control characters are refused in one-line fields
 * (names, street, city, titles), with a 400 that names the field; nothing is written. Text
 * that may have lines (a product description, a contact message) keeps them.
 */
describeEachDatabase('one-line fields refuse control characters', { seed: true }, (context) => {
  let shopper: Shopper;
  let staff: Shopper;
  beforeAll(async () => {
    shopper = await registerShopper(context.app);
    staff = await registerStaff(context);
  });
  const rows = async (
    table: typeof users | typeof orders | typeof heroes | typeof deliveryFees | typeof contactMessages,
  ) => (await context.database.db.select({ total: count() }).from(table))[0]!.total;

  it('refuses a name with a line break at sign-up, naming the field', async () => {
    const before = await rows(users);
    for (const name of INJECTIONS) {
      const answer = await call(context.app, 'POST', '/api/user/register', {
        body: { name, email: uniqueEmail(), password: 'a-long-password-1' },
        remoteAddress: freshAddress(),
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { success: false, message: API_MESSAGES.notOneLine('Full Name') },
      });
    }
    expect(await rows(users)).toBe(before);
  });

  it('refuses delivery details with a line break at checkout, naming the field', async () => {
    const [product] = await productsInStock(context.app);
    await addToCart(context.app, shopper.token, product!, 1);
    const city = await firstDeliveryCity(context.app);
    const body = startBody(shopper, await cartFigures(context.app, shopper.token, city), city.city);
    const before = await rows(orders);
    for (const field of [
      'firstName',
      'lastName',
      'street',
      'city',
      'state',
      'zipCode',
      'phoneNumber',
    ] as const) {
      const answer = await startCheckout(context.app, shopper, { ...body, [field]: 'A\r\nBcc: x@y.gh' });
      expect(answer.status, field).toBe(400);
      // The answer starts with a capital, as every validation message does.
      const expected = API_MESSAGES.notOneLine(field);
      expect(answer.body.message, field).toBe(expected.charAt(0).toUpperCase() + expected.slice(1));
    }
    expect(await rows(orders)).toBe(before);
    // The same details on one line go through.
    expect((await startCheckout(context.app, shopper, body)).status).toBe(200);
  });

  it("refuses a contact form's name with a line break but keeps the message's lines", async () => {
    const before = await rows(contactMessages);
    const refused = await call(context.app, 'POST', '/api/contact', {
      token: shopper.token,
      body: { name: 'Ama\nSubject: urgent', message: 'Hello' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: API_MESSAGES.notOneLine('Name') } });
    expect(await rows(contactMessages)).toBe(before);
    const kept = await call(context.app, 'POST', '/api/contact', {
      token: shopper.token,
      body: { name: 'Ama', message: 'First line\nSecond line' },
    });
    expect(kept.status).toBe(201);
  });

  it('refuses a name with an invisible direction mark or override at sign-up; nothing is written', async () => {
    const before = await rows(users);
    // U+200E shows as nothing; after U+202E the letters show backwards ("hasneM" shows as "Mensah");
    // U+2066 and U+2069 isolate text; U+200B is a zero-width space.
    for (const name of ['Ama\u200eMensah', 'Ama \u202ehasneM', '\u2066Ama\u2069', 'Ama\u200bMensah']) {
      const answer = await call(context.app, 'POST', '/api/user/register', {
        body: { name, email: uniqueEmail(), password: 'a-long-password-1' },
        remoteAddress: freshAddress(),
      });
      expect(answer, JSON.stringify(name)).toMatchObject({
        status: 400,
        body: { success: false, message: API_MESSAGES.invisibleCharacter('Full Name') },
      });
    }
    expect(await rows(users)).toBe(before);
  });

  it('refuses invisible characters in delivery details, a city and a contact name; a message keeps its emoji', async () => {
    const [product] = await productsInStock(context.app);
    await addToCart(context.app, shopper.token, product!, 1);
    const city = await firstDeliveryCity(context.app);
    const body = startBody(shopper, await cartFigures(context.app, shopper.token, city), city.city);
    const street = await startCheckout(context.app, shopper, { ...body, street: '12 Ring Road\u202e East' });
    expect(street.status).toBe(400);
    const expected = API_MESSAGES.invisibleCharacter('street');
    expect(street.body.message).toBe(expected.charAt(0).toUpperCase() + expected.slice(1));

    const fee = await call(context.app, 'POST', '/api/admin/delivery-fees', {
      token: staff.token,
      body: { city: 'Accra\u200f', fee: 10 },
    });
    expect(fee).toMatchObject({ status: 400, body: { message: API_MESSAGES.invisibleCharacter('City') } });

    // A family emoji is four emoji joined by U+200D (a format character).
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}';
    const before = await rows(contactMessages);
    const refused = await call(context.app, 'POST', '/api/contact', {
      token: shopper.token,
      body: { name: `Ama ${family}`, message: 'Hello' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: API_MESSAGES.invisibleCharacter('Name') },
    });
    expect(await rows(contactMessages)).toBe(before);
    const kept = await call(context.app, 'POST', '/api/contact', {
      token: shopper.token,
      body: { name: 'Ama', message: `Thank you ${family}` },
    });
    expect(kept.status).toBe(201);
    const [stored] = await context.database.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored?.message).toBe(`Thank you ${family}`);
  });

  it("refuses staff's one-line fields with a line break: product name, hero title, city, store contact", async () => {
    const admin = { token: staff.token };
    const city = await call(context.app, 'POST', '/api/admin/delivery-fees', {
      ...admin,
      body: { city: 'Accra\r\nBcc: x@example.com', fee: 10 },
    });
    expect(city).toMatchObject({ status: 400, body: { message: API_MESSAGES.notOneLine('City') } });
    const hero = await call(context.app, 'POST', '/api/admin/heroes', {
      ...admin,
      body: { title: 'Sale\nSubject: x', link: '/products', image: ['/images/hero-1.svg'] },
    });
    expect(hero).toMatchObject({ status: 400, body: { message: API_MESSAGES.notOneLine('Title') } });
    const info = (await call(context.app, 'GET', '/api/admin/store-info', admin)).body.info;
    const store = await call(context.app, 'PUT', '/api/admin/store-info', {
      ...admin,
      body: { ...info, contact: { ...info.contact, location: 'Accra\nBcc: x@example.com' } },
    });
    expect(store).toMatchObject({ status: 400, body: { message: API_MESSAGES.notOneLine('Location') } });
  });
});
