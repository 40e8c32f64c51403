import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  adminDeliveryFeeListResponseSchema,
  adminHeroListResponseSchema,
  DEFAULT_HERO_CTA,
  type StoreInfo,
  storeInfoSchema,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { isUniqueViolation } from '../../db/query-helpers';
import { deliveryFees } from '../../db/schema';

const validHero = {
  title: 'Back to school deals',
  link: '/products',
  image: ['/uploads/hero.webp'],
  position: 0,
};

const validInfo: StoreInfo = {
  about: 'Phones and laptops in Accra since 2015.',
  whyChooseUs: [{ title: 'Genuine', description: 'Every device is genuine.' }],
  whatWeOffer: ['Phones', 'Laptops'],
  visitUsAt: 'Oxford Street, Osu',
  deliveryInfo: 'Delivery in 24-48 hours.',
  deepInfo: 'Warranty on every device.',
  contact: { phone: '+233 24 000 0000', email: 'hello@example.com', location: 'Accra' },
};

describeEachDatabase('admin heroes, delivery fees and store info', { seed: true }, (context) => {
  let staff: TestUser;
  beforeAll(async () => {
    staff = await createTestUser(context.database.db, { isAdmin: true });
  });
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const response = await context.app.inject({ method, url, payload, headers: bearer(staff.token) });
    return { status: response.statusCode, body: response.json() };
  };
  const publicGet = async (url: string) => (await context.app.inject({ method: 'GET', url })).json();

  describe('heroes', () => {
    it('lists, creates, updates and deletes, and the public list follows', async () => {
      const list = adminHeroListResponseSchema.parse((await call('GET', '/api/admin/heroes')).body);
      expect(list.heroes.length).toBeGreaterThan(0);

      const created = await call('POST', '/api/admin/heroes', { ...validHero, position: 999 });
      expect(created.status).toBe(201);
      expect(created.body.hero).toMatchObject({ ...validHero, position: 999, cta: DEFAULT_HERO_CTA });
      const id = created.body.hero.id;
      let publicHeroes = (await publicGet('/api/hero/list')).heroes;
      expect(publicHeroes.at(-1)).toEqual({
        id,
        image: validHero.image,
        title: validHero.title,
        link: '/products',
        cta: DEFAULT_HERO_CTA,
      });

      const updated = await call('PUT', `/api/admin/heroes/${id}`, {
        ...validHero,
        cta: 'Shop now',
        position: 0,
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        message: ADMIN_MESSAGES.heroSaved,
        hero: { id, cta: 'Shop now' },
      });
      publicHeroes = (await publicGet('/api/hero/list')).heroes;
      expect(publicHeroes.find((hero: { id: number }) => hero.id === id).cta).toBe('Shop now');

      const deleted = await call('DELETE', `/api/admin/heroes/${id}`);
      expect(deleted).toEqual({ status: 200, body: { success: true, message: ADMIN_MESSAGES.heroDeleted } });
      expect((await call('DELETE', `/api/admin/heroes/${id}`)).status).toBe(404);
      expect((await call('PUT', `/api/admin/heroes/${id}`, validHero)).status).toBe(404);
    });

    it.each([
      ['title', '', 'title'],
      ['link', 'not a link', 'link'],
      ['link', 'javascript:alert(1)', 'link'],
      ['cta', 'x'.repeat(41), 'cta'],
      ['image', [], 'image'],
      ['image', ['ftp://x/y.png'], 'image'],
      ['position', -1, 'position'],
      ['position', 'first', 'position'],
    ])('refuses %s = %j with a message naming it', async (field, value, word) => {
      const { status, body } = await call('POST', '/api/admin/heroes', { ...validHero, [field]: value });
      expect(status).toBe(400);
      expect(body.message.toLowerCase()).toContain(word);
    });
  });

  describe('delivery fees', () => {
    it('creates, lists, updates and deletes; the cart city list follows', async () => {
      const created = await call('POST', '/api/admin/delivery-fees', { city: 'Navrongo', fee: 85.5 });
      expect(created.status).toBe(201);
      expect(created.body.deliveryFee).toMatchObject({ city: 'Navrongo', fee: 85.5 });
      const id = created.body.deliveryFee.id;
      const list = adminDeliveryFeeListResponseSchema.parse(
        (await call('GET', '/api/admin/delivery-fees')).body,
      );
      expect(list.deliveryFees).toContainEqual({ id, city: 'Navrongo', fee: 85.5 });
      expect(await publicGet('/api/delivery-fees/')).toContainEqual({ city: 'Navrongo', fee: 85.5 });

      const updated = await call('PUT', `/api/admin/delivery-fees/${id}`, { city: 'Navrongo', fee: 0 });
      expect(updated.body.deliveryFee).toMatchObject({ id, fee: 0 });
      const top = await call('PUT', `/api/admin/delivery-fees/${id}`, { city: 'Navrongo', fee: 1000 });
      expect(top.status).toBe(200);

      expect((await call('DELETE', `/api/admin/delivery-fees/${id}`)).body.message).toBe(
        ADMIN_MESSAGES.deliveryFeeDeleted,
      );
      expect(await publicGet('/api/delivery-fees/')).not.toContainEqual(
        expect.objectContaining({ city: 'Navrongo' }),
      );
      expect((await call('DELETE', `/api/admin/delivery-fees/${id}`)).status).toBe(404);
      expect((await call('PUT', `/api/admin/delivery-fees/${id}`, { city: 'X', fee: 1 })).status).toBe(404);
    });

    it('keeps a city unique, whatever its case: 409 (a seeded city too)', async () => {
      expect((await call('POST', '/api/admin/delivery-fees', { city: 'Accra', fee: 1 })).status).toBe(409);
      const first = await call('POST', '/api/admin/delivery-fees', { city: 'Yendi', fee: 40 });
      expect(first.status).toBe(201);
      for (const city of ['Yendi', 'yendi', ' YENDI ']) {
        const again = await call('POST', '/api/admin/delivery-fees', { city, fee: 10 });
        expect(again).toEqual({ status: 409, body: { success: false, message: API_MESSAGES.cityTaken } });
      }
      const other = await call('POST', '/api/admin/delivery-fees', { city: 'Keta', fee: 30 });
      const rename = await call('PUT', `/api/admin/delivery-fees/${other.body.deliveryFee.id}`, {
        city: 'YENDI',
        fee: 30,
      });
      expect(rename.status).toBe(409);
      // Saving a fee under its own city is not a clash with itself.
      const same = await call('PUT', `/api/admin/delivery-fees/${first.body.deliveryFee.id}`, {
        city: 'Yendi',
        fee: 45,
      });
      expect(same.status).toBe(200);
    });

    it('keeps a city unique whatever its case in the database too, which decides when two saves race', async () => {
      expect((await call('POST', '/api/admin/delivery-fees', { city: 'Dambai', fee: 20 })).status).toBe(201);
      // Two saves at one moment both pass the look-up; only the unique key stops the second one.
      const second = context.database.db.insert(deliveryFees).values({ city: 'DAMBAI', feePesewas: 2500 });
      await expect(second).rejects.toSatisfy(isUniqueViolation);
      const fees = (await call('GET', '/api/admin/delivery-fees')).body.deliveryFees;
      expect(fees.filter((fee: { city: string }) => fee.city.toLowerCase() === 'dambai')).toHaveLength(1);
    });

    it.each([
      ['city', '', 'city'],
      ['city', 'x'.repeat(81), 'city'],
      ['fee', -1, 'fee'],
      ['fee', 1000.01, 'fee'],
      ['fee', 12.345, 'fee'],
      ['fee', '20', 'fee'],
    ])('refuses %s = %j with a message naming it', async (field, value, word) => {
      const { status, body } = await call('POST', '/api/admin/delivery-fees', {
        city: 'Tamale',
        fee: 50,
        [field]: value,
      });
      expect(status).toBe(400);
      expect(body.message.toLowerCase()).toContain(word);
    });
  });

  describe('store info', () => {
    it('reads and replaces the store info; the public answer follows', async () => {
      const before = await call('GET', '/api/admin/store-info');
      expect(before.status).toBe(200);
      expect(storeInfoSchema.parse(before.body.info)).toBeTruthy();
      const saved = await call('PUT', '/api/admin/store-info', validInfo);
      expect(saved).toEqual({
        status: 200,
        body: { success: true, message: ADMIN_MESSAGES.storeInfoSaved, info: validInfo },
      });
      // The public answer adds the seller's details (decision 0070), which the store info does not hold.
      const { seller, ...publicInfo } = (await publicGet('/api/info/get')) as typeof validInfo & {
        seller?: unknown;
      };
      expect(publicInfo).toEqual(validInfo);
      expect(seller).toEqual(expect.objectContaining({ legalName: expect.any(String) }));
    });

    it.each([
      ['about', { about: '' }, 'about'],
      ['whyChooseUs', { whyChooseUs: [] }, 'reason'],
      ['whyChooseUs title', { whyChooseUs: [{ title: '', description: 'x' }] }, 'title'],
      ['whyChooseUs description', { whyChooseUs: [{ title: 'x', description: '' }] }, 'description'],
      ['whatWeOffer', { whatWeOffer: [''] }, 'offer'],
      ['visitUsAt', { visitUsAt: '' }, 'visit us at'],
      ['deliveryInfo', { deliveryInfo: '' }, 'delivery info'],
      ['deepInfo', { deepInfo: '' }, 'about page, second paragraph'],
      ['contact phone', { contact: { ...validInfo.contact, phone: '' } }, 'phone'],
      ['contact email', { contact: { ...validInfo.contact, email: 'nope' } }, 'email'],
      ['contact location', { contact: { ...validInfo.contact, location: '' } }, 'location'],
      ['contact', { contact: undefined }, 'contact'],
    ])('refuses a bad %s', async (_name, change, word) => {
      const { status, body } = await call('PUT', '/api/admin/store-info', { ...validInfo, ...change });
      expect(status).toBe(400);
      expect(body.message.toLowerCase()).toContain(word);
    });
  });
});
