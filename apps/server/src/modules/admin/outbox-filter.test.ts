import { adminOutboxListResponseSchema } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';
import { outbox } from '../../db/schema';

const MORNING = new Date('2030-01-02T08:00:00.000Z');

/** One message of each sort staff tell apart: an order e-mail, an order SMS, and three that sell. */
const MESSAGES = [
  { kind: 'order-confirmation', channel: 'email', recipient: 'ama@example.com', subject: 'Your order' },
  { kind: 'order-status', channel: 'sms', recipient: '+233241234567', subject: '' },
  {
    kind: 'marketing-cart-reminder',
    channel: 'whatsapp',
    recipient: '+233241234567',
    subject: '',
    nextAttemptAt: MORNING,
  },
  { kind: 'marketing-cart-reminder', channel: 'email', recipient: 'kofi@example.com', subject: 'Your cart' },
  { kind: 'back-in-stock', channel: 'sms', recipient: '+233201112233', subject: '' },
] as const;

describeEachDatabase('The admin Outbox filtered by channel and purpose', {}, (context) => {
  let staff: Shopper;
  const listed = async (query: string) => {
    const answer = await call(context.app, 'GET', `/api/admin/outbox?limit=100${query}`, {
      token: staff.token,
    });
    expect(answer.status).toBe(200);
    const body = adminOutboxListResponseSchema.parse(answer.body);
    // The total counts the filtered messages, so the pager pages through them alone.
    expect(body.total).toBe(body.messages.length);
    return body.messages.map((message) => `${message.kind}/${message.channel}`).sort();
  };

  beforeAll(async () => {
    staff = await registerStaff(context);
    await context.database.db
      .insert(outbox)
      .values(MESSAGES.map((message) => ({ ...message, html: '', text: `${message.kind} words` })));
  });

  it('answers every message with its channel, whether it sells, and when a waiting one may go', async () => {
    const answer = await call(context.app, 'GET', '/api/admin/outbox?limit=100', { token: staff.token });
    const { messages, whatsAppSending } = adminOutboxListResponseSchema.parse(answer.body);
    expect(whatsAppSending).toBe(false);
    expect(messages).toHaveLength(MESSAGES.length);
    const reminder = messages.find((message) => message.channel === 'whatsapp')!;
    expect(reminder).toMatchObject({
      marketing: true,
      status: 'pending',
      nextAttemptAt: MORNING.toISOString(),
    });
    expect(messages.find((message) => message.kind === 'back-in-stock')!.marketing).toBe(true);
    expect(messages.find((message) => message.kind === 'order-status')!.marketing).toBe(false);
  });

  it('shows one channel, marketing alone, or orders and accounts alone, and both filters together', async () => {
    expect(await listed('&channel=whatsapp')).toEqual(['marketing-cart-reminder/whatsapp']);
    expect(await listed('&channel=sms')).toEqual(['back-in-stock/sms', 'order-status/sms']);
    expect(await listed('&purpose=marketing')).toEqual([
      'back-in-stock/sms',
      'marketing-cart-reminder/email',
      'marketing-cart-reminder/whatsapp',
    ]);
    expect(await listed('&purpose=orders')).toEqual(['order-confirmation/email', 'order-status/sms']);
    expect(await listed('&purpose=orders&channel=sms')).toEqual(['order-status/sms']);
    expect(await listed('&purpose=all&channel=')).toHaveLength(MESSAGES.length);
  });

  it('refuses a channel or a purpose it does not know with 400 and says which values it takes', async () => {
    const fax = await call(context.app, 'GET', '/api/admin/outbox?channel=fax', { token: staff.token });
    expect(fax.status).toBe(400);
    expect(fax.body).toMatchObject({
      success: false,
      message: expect.stringContaining('email, sms, whatsapp'),
    });
    const promotions = await call(context.app, 'GET', '/api/admin/outbox?purpose=promotions', {
      token: staff.token,
    });
    expect(promotions.status).toBe(400);
    expect(promotions.body).toMatchObject({
      success: false,
      message: expect.stringContaining('all, marketing, orders'),
    });
  });
});
