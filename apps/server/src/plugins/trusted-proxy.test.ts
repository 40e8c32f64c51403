import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { trustedProxyRule } from './trusted-proxy';
import type { App } from './zod-type-provider';

/** A forger straight at the server: an address that is no proxy's. */
const FORGER = '203.0.113.50';
/** Two shoppers' addresses as a proxy would append them. */
const SHOPPER_ONE = '198.51.100.1';
const SHOPPER_TWO = '198.51.100.2';
const ATTEMPTS_PER_ADDRESS = 3;

describe('the trusted proxy rule (decision 0077)', () => {
  it('believes the nearest entry only from a listed address, and no deeper than the hop count', () => {
    const rule = trustedProxyRule(1, ['loopback']);
    expect(rule('127.0.0.1', 0)).toBe(true);
    expect(rule('127.0.0.2', 0)).toBe(true);
    expect(rule('::1', 0)).toBe(true);
    // A dual-stack listener gives IPv4 peers this way.
    expect(rule('::ffff:127.0.0.1', 0)).toBe(true);
    expect(rule(FORGER, 0)).toBe(false);
    expect(rule('::ffff:203.0.113.50', 0)).toBe(false);
    expect(rule('127.0.0.1', 1)).toBe(false);
    expect(rule('', 0)).toBe(false);
    expect(trustedProxyRule(0, ['loopback'])('127.0.0.1', 0)).toBe(false);
  });

  it('reads addresses and ranges of both families, and wants every hop it believes listed', () => {
    const rule = trustedProxyRule(2, ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7']);
    expect(rule('10.20.30.40', 0)).toBe(true);
    expect(rule('2001:db8::5', 0)).toBe(true);
    expect(rule('192.0.2.7', 1)).toBe(true);
    expect(rule('192.0.2.8', 1)).toBe(false);
    expect(rule('127.0.0.1', 0)).toBe(false);
    expect(rule('10.0.0.1', 2)).toBe(false);
  });

  it('takes TRUST_PROXY_ADDRESSES as entries separated by commas or spaces, loopback when unset', () => {
    expect(loadConfig({}).trustProxyAddresses).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY_ADDRESSES: '' }).trustProxyAddresses).toEqual(['loopback']);
    expect(
      loadConfig({ TRUST_PROXY_ADDRESSES: 'loopback, 10.0.0.0/8  fd00::/8' }).trustProxyAddresses,
    ).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    for (const wrong of ['caddy', '10.0.0.0/33', '10.0.0.1/8/1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY_ADDRESSES: wrong }), wrong).toThrow(
        /^Invalid configuration: TRUST_PROXY_ADDRESSES must be loopback, addresses or ranges/,
      );
    }
  });
});

for (const kind of databaseKinds) {
  describe(`X-Forwarded-For behind one proxy [${kind}]`, () => {
    let database: TestDatabase;
    const apps: App[] = [];
    const logLines: string[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(kind);
    }, 180_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.dispose();
    });

    /** A server with one proxy in front and few login attempts per address, its log lines kept. */
    async function serverBehindProxy(overrides: Partial<Config> = {}) {
      const app = await buildApp(
        testConfig({
          trustProxyHops: 1,
          authRateLimitPerMinute: ATTEMPTS_PER_ADDRESS,
          logLevel: 'info',
          ...overrides,
        }),
        {
          database,
          skipMigrations: true,
          logger: { stream: { write: (line: string) => void logLines.push(line) } },
        },
      );
      apps.push(app);
      return app;
    }

    const login = (app: App, from: string, forwardedFor?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
        remoteAddress: from,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });

    it('limits a forger who goes around the proxy as the one address they come from, whatever they forward', async () => {
      const app = await serverBehindProxy();
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= ATTEMPTS_PER_ADDRESS + 2; attempt += 1) {
        statuses.push((await login(app, FORGER, `198.51.100.${100 + attempt}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // The log names the address the forger came from, never one they wrote.
      const addresses = logLines
        .filter((line) => line.includes('/api/user/login'))
        .map((line) => (JSON.parse(line) as { req?: { remoteAddress?: string } }).req?.remoteAddress)
        .filter((address) => address !== undefined);
      expect(addresses.length).toBeGreaterThan(0);
      expect(new Set(addresses)).toEqual(new Set([FORGER]));
    });

    it('counts the shoppers a loopback proxy forwards apart, by the entry it appended', async () => {
      const app = await serverBehindProxy();
      for (let attempt = 1; attempt <= ATTEMPTS_PER_ADDRESS; attempt += 1) {
        // What the shopper wrote comes first; the proxy's own entry is the last.
        expect((await login(app, '127.0.0.1', `6.6.6.${attempt}, ${SHOPPER_ONE}`)).statusCode).toBe(401);
      }
      expect((await login(app, '127.0.0.1', SHOPPER_ONE)).statusCode).toBe(429);
      expect((await login(app, '::ffff:127.0.0.1', SHOPPER_TWO)).statusCode).toBe(401);
    });

    it('believes only the listed proxies: with TRUST_PROXY_ADDRESSES naming one, loopback is a forger too', async () => {
      const proxy = '192.0.2.10';
      const app = await serverBehindProxy({ trustProxyAddresses: [proxy] });
      const fromLoopback: number[] = [];
      for (let attempt = 1; attempt <= ATTEMPTS_PER_ADDRESS + 1; attempt += 1) {
        fromLoopback.push((await login(app, '127.0.0.1', `198.51.100.${200 + attempt}`)).statusCode);
      }
      expect(fromLoopback).toEqual([401, 401, 401, 429]);
      expect((await login(app, proxy, SHOPPER_ONE)).statusCode).toBe(401);
    });

    it('takes X-Forwarded-Proto (HSTS) from the proxy alone', async () => {
      const app = await serverBehindProxy();
      const hsts = async (from: string) =>
        (
          await app.inject({
            method: 'GET',
            url: '/api/health',
            remoteAddress: from,
            headers: { 'x-forwarded-proto': 'https' },
          })
        ).headers['strict-transport-security'];
      expect(await hsts('127.0.0.1')).toBe('max-age=31536000');
      expect(await hsts(FORGER)).toBeUndefined();
    });
  });
}
