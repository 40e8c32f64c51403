import { adminOutboxListResponseSchema, SECRET_MASK } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/helpers/admin-fixtures';
import { call } from '../../test/helpers/api';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';
import { buildApp } from '../app';
import type { App } from '../plugins/zod-type-provider';

/** A shop that last updated before secrets were kept apart from the words (0020_outbox_secrets). */
const BEFORE_SECRETS = '0018_search_text_statistics';

const SENT_TOKEN = 'sentTokenAbc_123-xyzXYZ0987654321qwertyuiopA';
const WAITING_TOKEN = 'waitingTokenDef_456-uvwUVW1234567890asdfghjklB';
const WAITING_CODE = '482913';
const ORDER_TEXT = 'Your order KTG-104857 is confirmed: 2 items, 123456 pesewas.';

const resetMail = (token: string) => ({
  text: `Set a new password: https://shop.test/reset_password?token=${token}\n`,
  html: `<a href="https://shop.test/reset_password?token=${token}" style="x">Set a new password</a>`,
});

for (const kind of databaseKinds) {
  describe(`secrets in messages queued before the upgrade [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_SECRETS);
      const insert = (values: {
        kind: string;
        channel: string;
        status: string;
        text: string;
        html: string;
      }) =>
        database.db.execute(sql`
          insert into outbox (kind, channel, recipient, subject, html, text, status)
          values (${values.kind}, ${values.channel}, 'someone', 'subject', ${values.html}, ${values.text}, ${values.status})`);
      await insert({ kind: 'password-reset', channel: 'email', status: 'sent', ...resetMail(SENT_TOKEN) });
      await insert({
        kind: 'password-reset',
        channel: 'email',
        status: 'pending',
        ...resetMail(WAITING_TOKEN),
      });
      await insert({
        kind: 'phone-code',
        channel: 'sms',
        status: 'pending',
        text: `Kwik Tech code: ${WAITING_CODE}. It expires in 10 minutes.`,
        html: '',
      });
      await insert({
        kind: 'order-confirmation',
        channel: 'email',
        status: 'pending',
        text: ORDER_TEXT,
        html: '',
      });
      // As a server starts: the migrations run.
      app = await buildApp(testConfig(), { database, logger: false });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it('masks the links and codes already in the outbox, gives up the ones still waiting, and leaves other messages alone', async () => {
      const staff = await createTestUser(database.db, { isAdmin: true });
      const answer = await call(app, 'GET', '/api/admin/outbox?limit=100', { token: staff.token });
      const listed = adminOutboxListResponseSchema.parse(answer.body);
      const everything = JSON.stringify(
        await rowsOf(database, sql`select text, html, status, last_error from outbox`),
      );
      for (const secret of [SENT_TOKEN, WAITING_TOKEN, WAITING_CODE]) {
        expect(JSON.stringify(listed)).not.toContain(secret);
        expect(everything).not.toContain(secret);
      }
      const byText = (part: string) => listed.messages.find((message) => message.text.includes(part))!;
      expect(listed.messages.filter((message) => message.kind === 'password-reset')).toHaveLength(2);
      for (const message of listed.messages.filter((candidate) => candidate.kind === 'password-reset')) {
        expect(message.text).toContain(`/reset_password?token=${SECRET_MASK}`);
      }
      expect(byText(`code: ${SECRET_MASK}.`).status).toBe('failed');
      expect(
        listed.messages
          .filter((message) => message.kind === 'password-reset')
          .map((message) => message.status),
      ).toEqual(expect.arrayContaining(['sent', 'failed']));
      expect(byText(ORDER_TEXT)).toMatchObject({ status: 'pending', kind: 'order-confirmation' });
    });
  });
}
