import { API_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { contactMessages, newsletterSubscribers, users } from '../../db/schema';
import { createSession } from '../../plugins/auth';

describeEachDatabase('newsletter and contact', {}, (context) => {
  const post = async (url: string, payload: unknown, token?: string) => {
    const response = await context.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };

  async function customerToken(email: string) {
    const [user] = await context.database.db
      .insert(users)
      .values({ name: 'Kofi Boateng', email, passwordHash: 'not-used-here' })
      .returning();
    return { user: user!, token: await createSession(context.database.db, user!.id) };
  }

  it('subscribes an address once and answers a repeat with the same success', async () => {
    const first = await post('/api/newsletter', { email: 'Ama@Example.com ' });
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: API_MESSAGES.newsletterSubscribed },
    });
    const repeat = await post('/api/newsletter', { email: 'ama@example.com' });
    expect(repeat).toEqual(first);
    const rows = await context.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ama@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a malformed or missing email with 400 naming the field', async () => {
    for (const payload of [{ email: 'not-an-email' }, {}, { email: 'a@b.co', extra: 1 }]) {
      const { status, body } = await post('/api/newsletter', payload);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/email|extra/i);
    }
  });

  it('needs a bearer token to send a contact message', async () => {
    const missing = await post('/api/contact', { name: 'Ama', message: 'Hello' });
    expect(missing).toEqual({ status: 401, body: { success: false, message: API_MESSAGES.tokenMissing } });
    const wrong = await post('/api/contact', { name: 'Ama', message: 'Hello' }, 'made-up-token');
    expect(wrong).toEqual({ status: 401, body: { success: false, message: API_MESSAGES.tokenInvalid } });
  });

  it('stores a contact message with the user id and confirms it', async () => {
    const { user, token } = await customerToken('kofi@example.com');
    const { status, body } = await post(
      '/api/contact',
      { name: ' Kofi ', message: 'Do you deliver to Tamale?' },
      token,
    );
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: API_MESSAGES.contactSent });
    const [row] = await context.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id));
    expect(row).toMatchObject({
      name: 'Kofi',
      message: 'Do you deliver to Tamale?',
      email: 'kofi@example.com',
    });
  });

  it('refuses an empty name or message with 400', async () => {
    const { token } = await customerToken('yaw@example.com');
    for (const payload of [{ name: '', message: 'Hi' }, { name: 'Yaw', message: '   ' }, { name: 'Yaw' }]) {
      const { status, body } = await post('/api/contact', payload, token);
      expect(status).toBe(400);
      expect(body.message).toMatch(/name|message/i);
    }
  });
});
