import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const failure = (environment: Record<string, string>) => {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, logLevel: 'info' });
    expect(config.paystack).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config).toMatchObject({
      checkoutHoldMinutes: 15,
      checkoutSweepIntervalS: 30,
      checkoutConfirmAfterS: 120,
      // Answers are checked against their schemas only where asked (the tests): it costs time.
      checkAnswers: false,
    });
    expect(loadConfig({ CHECK_ANSWERS: 'true' }).checkAnswers).toBe(true);
    expect(
      loadConfig({
        CHECKOUT_HOLD_MINUTES: '5',
        CHECKOUT_SWEEP_INTERVAL_S: '0',
        CHECKOUT_CONFIRM_AFTER_S: '60',
      }),
    ).toMatchObject({ checkoutHoldMinutes: 5, checkoutSweepIntervalS: 0, checkoutConfirmAfterS: 60 });
  });

  it('limits slow clients and the writes a visitor can make by default', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutS: 60,
      headersTimeoutS: 10,
      loginFailuresPerAddress: 5,
      redisKeyPrefix: 'shop:',
      writeLimits: {
        newsletter: { perIp: 20, windowS: 3600 },
        contact: { perIp: 50, perAccount: 10, windowS: 3600 },
        cart: { perIp: 600, perAccount: 120, windowS: 60 },
        checkout: { perIp: 200, perAccount: 20, windowS: 60 },
      },
    });
    expect(
      loadConfig({
        CHECKOUT_LIMIT_PER_ACCOUNT_PER_MINUTE: '5',
        REQUEST_TIMEOUT_S: '30',
        HEADERS_TIMEOUT_S: '30',
      }),
    ).toMatchObject({
      writeLimits: { checkout: { perAccount: 5 } },
      requestTimeoutS: 30,
      headersTimeoutS: 30,
    });
  });

  it('names the variable and the problem on one line', () => {
    for (const [environment, variable] of [
      [{ PORT: 'abc' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
      [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ LOG_FORMAT: 'fancy' }, 'LOG_FORMAT'],
      [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
      [{ PAYSTACK_PUBLIC_KEY: 'pk_test_abc' }, 'PAYSTACK_SECRET_KEY'],
      [{ CHECKOUT_HOLD_MINUTES: '0' }, 'CHECKOUT_HOLD_MINUTES'],
      [{ CHECKOUT_HOLD_MINUTES: 'ten' }, 'CHECKOUT_HOLD_MINUTES'],
      [{ CHECKOUT_SWEEP_INTERVAL_S: '-1' }, 'CHECKOUT_SWEEP_INTERVAL_S'],
      [{ CHECKOUT_CONFIRM_AFTER_S: '2m' }, 'CHECKOUT_CONFIRM_AFTER_S'],
      [{ PAYSTACK_SECRET_KEY: 'sk_test_abc' }, 'PAYSTACK_PUBLIC_KEY'],
      [{ PAYSTACK_PUBLIC_KEY: 'abc', PAYSTACK_SECRET_KEY: 'sk_test_abc' }, 'PAYSTACK_PUBLIC_KEY'],
      [{ PAYSTACK_PUBLIC_KEY: 'pk_live_a', PAYSTACK_SECRET_KEY: 'sk_test_b' }, 'PAYSTACK_SECRET_KEY'],
      [{ ADMIN_SITE_URL: 'javascript:alert(1)' }, 'ADMIN_SITE_URL'],
      [{ HEADERS_TIMEOUT_S: '90' }, 'HEADERS_TIMEOUT_S'],
      [{ REQUEST_TIMEOUT_S: '0' }, 'REQUEST_TIMEOUT_S'],
      [{ CART_LIMIT_PER_IP_PER_MINUTE: '0' }, 'CART_LIMIT_PER_IP_PER_MINUTE'],
      [{ LOGIN_FAILURES_PER_ADDRESS: 'five' }, 'LOGIN_FAILURES_PER_ADDRESS'],
      [{ REDIS_KEY_PREFIX: 'two words' }, 'REDIS_KEY_PREFIX'],
      [{ CHECK_ANSWERS: 'yes' }, 'CHECK_ANSWERS'],
    ] as [Record<string, string>, string][]) {
      const message = failure(environment);
      expect(message).toContain(variable);
      expect(message).not.toContain('\n');
    }
  });

  it('accepts a full Paystack key pair and a PostgreSQL URL', () => {
    const config = loadConfig({
      PAYSTACK_PUBLIC_KEY: 'pk_test_123',
      PAYSTACK_SECRET_KEY: 'sk_test_456',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      PORT: '8080',
    });
    expect(config.paystack).toEqual({
      publicKey: 'pk_test_123',
      secretKey: 'sk_test_456',
      apiBase: 'https://api.paystack.co',
    });
    expect(config.port).toBe(8080);
  });
});
