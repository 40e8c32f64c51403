import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { DOCTOR_REQUEST_HEADER, FORWARDED_COUNT_HEADER } from '.';

describeEachDatabase('how many proxies /api/health was reached through', {}, (context) => {
  const health = (headers: Record<string, string>) =>
    context.app.inject({ method: 'GET', url: '/api/health', headers });

  it('tells npm run doctor how many addresses X-Forwarded-For held, never the addresses', async () => {
    const none = await health({ [DOCTOR_REQUEST_HEADER]: '1' });
    expect(none.statusCode).toBe(200);
    expect(none.headers[FORWARDED_COUNT_HEADER]).toBe('0');

    const two = await health({ [DOCTOR_REQUEST_HEADER]: '1', 'x-forwarded-for': '154.160.0.1, 10.0.0.7' });
    expect(two.headers[FORWARDED_COUNT_HEADER]).toBe('2');
    expect(JSON.stringify(two.headers)).not.toContain('154.160.0.1');
    expect(two.body).not.toContain('154.160.0.1');
  });

  it('adds nothing to the load balancer’s checks, which do not ask', async () => {
    const usual = await health({ 'x-forwarded-for': '154.160.0.1' });
    expect(usual.statusCode).toBe(200);
    expect(usual.headers[FORWARDED_COUNT_HEADER]).toBeUndefined();
  });
});
