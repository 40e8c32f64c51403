import { describe, expect, it } from 'vitest';
import { serverEnvironment } from './start-environment.mjs';

describe('npm start on a machine without Paystack keys', () => {
  it('allows the test payment provider, so the demo starts even under NODE_ENV=production', () => {
    const { environment, allowedTestPayments } = serverEnvironment({ NODE_ENV: 'production', PORT: '3000' });
    expect(environment).toMatchObject({ NODE_ENV: 'production', PORT: '3000', ALLOW_TEST_PAYMENTS: 'true' });
    expect(allowedTestPayments).toBe(true);
  });

  it('leaves the guard alone when keys are set or ALLOW_TEST_PAYMENTS is given', () => {
    for (const given of [
      { PAYSTACK_PUBLIC_KEY: 'pk_live_a', PAYSTACK_SECRET_KEY: 'sk_live_b' },
      { PAYSTACK_SECRET_KEY: 'sk_live_b' },
      { ALLOW_TEST_PAYMENTS: 'false' },
    ]) {
      const { environment, allowedTestPayments } = serverEnvironment({ NODE_ENV: 'production', ...given });
      expect(environment.ALLOW_TEST_PAYMENTS).toBe(given.ALLOW_TEST_PAYMENTS);
      expect(allowedTestPayments).toBe(false);
    }
  });
});
