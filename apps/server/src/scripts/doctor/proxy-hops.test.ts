import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startForwardingProxy } from '../../../test/helpers/forwarding-proxy';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { loadConfig } from '../../config';
import { checkProxyHops } from './proxy-hops';

describeEachDatabase('npm run doctor compares TRUST_PROXY_HOPS with the proxies seen', {}, (context) => {
  let direct: string;
  let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;
  let proxied: string;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (context.app.server.address() as AddressInfo).port;
    direct = `http://127.0.0.1:${port}`;
    proxy = await startForwardingProxy(port);
    proxied = proxy.url;
  });
  afterAll(() => proxy?.close());

  const check = (publicUrl: string, hops: number) => {
    const environment = { PUBLIC_URL: publicUrl, TRUST_PROXY_HOPS: String(hops) };
    return checkProxyHops({ config: loadConfig(environment), environment, database: undefined });
  };

  it('passes hops that match the proxies a request passed', async () => {
    expect(await check(proxied, 1)).toEqual([expect.objectContaining({ level: 'ok' })]);
    expect(await check(direct, 0)).toEqual([expect.objectContaining({ level: 'ok' })]);
  });

  it('fails one trusted hop with no proxy in front: X-Forwarded-For could be forged', async () => {
    const [finding] = await check(direct, 1);
    expect(finding).toMatchObject({ level: 'fix', text: expect.stringContaining('Set TRUST_PROXY_HOPS=0') });
    expect(finding!.text).toContain('X-Forwarded-For');
  });

  it('fails a proxy that is not trusted: every shopper would share its address', async () => {
    const [finding] = await check(proxied, 0);
    expect(finding).toMatchObject({ level: 'fix', text: expect.stringContaining('Set TRUST_PROXY_HOPS=1') });
  });

  it('only advises when the shop cannot be reached from here', async () => {
    const [finding] = await check('https://127.0.0.1:9', 1);
    expect(finding).toMatchObject({ level: 'advice', text: expect.stringContaining('cannot be reached') });
  });

  it('asks DOCTOR_HEALTH_URL instead of PUBLIC_URL when given', async () => {
    const environment = {
      PUBLIC_URL: 'https://127.0.0.1:9',
      TRUST_PROXY_HOPS: '1',
      DOCTOR_HEALTH_URL: `${proxied}/api/health`,
    };
    const findings = await checkProxyHops({
      config: loadConfig(environment),
      environment,
      database: undefined,
    });
    expect(findings).toEqual([expect.objectContaining({ level: 'ok' })]);
  });
});
