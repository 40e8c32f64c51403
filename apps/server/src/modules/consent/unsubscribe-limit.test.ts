import { CONSENT_MESSAGES } from '@shop/shared';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { UNSUBSCRIBE_LIMIT } from './unsubscribe-routes';

describeEachDatabase('the unsubscribe routes’ limit per address', {}, (context) => {
  const ask = (method: 'GET' | 'POST', remoteAddress: string) =>
    context.app.inject({
      method,
      url: `/api/marketing/unsubscribe?token=${'a'.repeat(43)}`,
      remoteAddress,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
    });

  it('answers a 429 with Retry-After past the limit, reads and spends counted together, another address unaffected', async () => {
    const walker = '203.0.113.41';
    for (let index = 0; index < UNSUBSCRIBE_LIMIT.perIp; index += 1) {
      const answer = await ask(index % 2 === 0 ? 'GET' : 'POST', walker);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(CONSENT_MESSAGES.linkNotValid);
    }
    for (const method of ['GET', 'POST'] as const) {
      const refused = await ask(method, walker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().success).toBe(false);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const neighbour = await ask('POST', '203.0.113.42');
    expect(neighbour.statusCode).toBe(404);
  });
});
