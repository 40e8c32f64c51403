import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { bearer } from '../../../test/helpers/users';
import { sessions, users } from '../../db/schema';
import { type FullShopper, shopperWithEverything } from './my-data-test-fixtures';

describeEachDatabase('Download my data (decision 0071)', { seed: true }, (context) => {
  let shopper: FullShopper;
  let other: FullShopper;

  const download = (token?: string) =>
    context.app.inject({ method: 'GET', url: '/api/user/my-data', headers: token ? bearer(token) : {} });

  it('is for a signed-in shopper only', async () => {
    shopper = await shopperWithEverything(context);
    other = await shopperWithEverything(context);
    expect((await download()).statusCode).toBe(401);
    expect((await download('not-a-token')).statusCode).toBe(401);
  });

  it('is a JSON file holding one row of each kind that names the shopper', async () => {
    const response = await download(shopper.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const data = JSON.parse(response.body);

    expect(data.account).toMatchObject({ name: shopper.name, email: shopper.email });
    expect(data.phones.account).toMatchObject({ number: shopper.phone, verified: true });
    expect(data.phones.codesSent).toHaveLength(1);
    expect(data.addresses).toEqual([expect.objectContaining({ street: shopper.street })]);
    expect(data.orders).toHaveLength(1);
    const [order] = data.orders;
    expect(order.id).toBe(shopper.orderId);
    expect(order.buyer).toMatchObject({ email: shopper.email, phoneNumber: shopper.phone });
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.payments).toEqual([
      expect.objectContaining({ status: 'success', customerEmail: shopper.email }),
    ]);
    expect(order.invoice.totalPesewas).toBe(order.totalPesewas);
    expect(order.serialsSold).toHaveLength(1);
    expect(order.statusHistory.placedAt).toBeTruthy();
    expect(data.returnsAndWarrantyClaims).toEqual([
      expect.objectContaining({
        kind: 'return',
        history: [expect.objectContaining({ status: 'Requested' })],
        refunds: [expect.objectContaining({ amountPesewas: 100 })],
        units: [expect.objectContaining({ quantity: 1 })],
      }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ authorName: shopper.name, rating: 5 })]);
    expect(data.reviewRequests).toHaveLength(1);
    expect(data.marketingConsents.current).toEqual([
      expect.objectContaining({ channel: 'email', granted: true }),
    ]);
    expect(data.marketingConsents.history).toHaveLength(1);
    expect(data.stockAlerts).toEqual([expect.objectContaining({ recipient: shopper.phone })]);
    expect(data.cartReminders).toHaveLength(1);
    expect(data.cart).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: shopper.email })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Hello' })]);
    expect(data.passwordResetsRequested).toHaveLength(1);
    const kinds = data.messagesSentToYou.map((message: { kind: string }) => message.kind);
    expect(kinds).toContain('phone-code');
    expect(kinds).toContain('order-confirmation');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'lastUsedAt',
      'revokedAt',
    ]);
  });

  it("holds nothing of another shopper's, and no password hash, token or secret", async () => {
    const text = (await download(shopper.token)).body;
    for (const word of [
      other.email,
      other.name,
      other.phone,
      other.localPhone,
      other.street,
      other.orderId,
    ]) {
      expect(text).not.toContain(word);
    }
    const db = context.database.db;
    const [account] = await db.select().from(users).where(eq(users.id, shopper.userId));
    const hashes = await db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, shopper.userId));
    expect(hashes.length).toBeGreaterThan(0);
    for (const secret of [
      account!.passwordHash,
      shopper.token,
      shopper.secret,
      ...hashes.map((row) => row.hash),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash|codeHash|accessCode/);
  });
});
