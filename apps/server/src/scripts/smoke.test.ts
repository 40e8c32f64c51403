import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/test-app';
import { databaseKinds } from '../../test/helpers/test-database';
import { runSmoke } from './smoke';

for (const kind of databaseKinds) {
  describe(`npm run smoke against a started server [${kind}]`, () => {
    let context: TestContext;
    let baseUrl: string;
    beforeAll(async () => {
      context = await createTestApp(kind, { seed: true });
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    }, 60_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
    });

    it('plays one shopper from sign-up to an order kept while on its way, over real HTTP', async () => {
      const lines: string[] = [];
      const { orderId } = await runSmoke({ baseUrl, log: (line) => lines.push(line) });
      expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
      for (const step of [
        'register',
        'add first product',
        'add second product',
        'update quantity',
        'remove second product',
        'start checkout',
        'test charge',
        'verify payment',
        'create order',
        'list orders',
        'delete refused while on its way',
        'list orders after delete',
      ]) {
        expect(lines, step).toContain(`ok  ${step}`);
      }
    });
  });
}
