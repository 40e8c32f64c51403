import { BlockList, isIP } from 'node:net';

/**
 * Whose X-Forwarded-For the server believes (decision 0077). Behind a proxy each request's
 * client is the proxy, and the shopper's own address is the last one the proxy appended to
 * X-Forwarded-For. That entry is believed only when the connection comes from an address of
 * TRUST_PROXY_ADDRESSES, and each further entry only while the one after it is such an address
 * too, at most TRUST_PROXY_HOPS of them: someone who reaches the server without the proxy
 * cannot name another address with a header of their own, and so cannot dodge the per-address
 * limits or write another address into the logs.
 */

/** The word for this machine's own addresses, where a Caddy beside the server connects from. */
export const LOOPBACK = 'loopback';
const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128'];

type Range = { network: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** `192.0.2.7`, `10.0.0.0/8`, `2001:db8::1` or `fd00::/8` as a range; undefined when it is none. */
function rangeOf(entry: string): Range | undefined {
  const [network = '', prefixText, extra] = entry.split('/');
  const version = isIP(network);
  if (version === 0 || extra !== undefined) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const widest = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { network, prefix: widest, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > widest) return undefined;
  return { network, prefix: Number(prefixText), family };
}

/** Whether one entry of TRUST_PROXY_ADDRESSES is one the server can read. */
export const isProxyAddressEntry = (entry: string) => entry === LOOPBACK || rangeOf(entry) !== undefined;

/** TRUST_PROXY_ADDRESSES split into its entries: commas or spaces between them. */
export const proxyAddressEntries = (text: string) => text.split(/[\s,]+/).filter((entry) => entry !== '');

/** An IPv4 address as a socket may give it on a dual-stack listener (::ffff:127.0.0.1), unwrapped. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? (mapped[1] as string) : address;
}

/** The rule Fastify's `trustProxy` takes: hop 0 is the connection's peer, hop 1 the last X-Forwarded-For entry, and so on. */
export type TrustedProxyRule = (address: string, hop: number) => boolean;

/** The rule for a count of proxies and the addresses they may connect from. */
export function trustedProxyRule(hops: number, entries: readonly string[]): TrustedProxyRule {
  const listed = new BlockList();
  for (const entry of entries.flatMap((entry) => (entry === LOOPBACK ? LOOPBACK_RANGES : [entry]))) {
    const range = rangeOf(entry);
    if (range) listed.addSubnet(range.network, range.prefix, range.family);
  }
  return (address, hop) => {
    if (hop >= hops || !address) return false;
    const plain = plainAddress(address);
    const version = isIP(plain);
    return version !== 0 && listed.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

const rules = new WeakMap<object, TrustedProxyRule>();

/** The rule of a configuration, made once for it (app.ts, and whatever reads X-Forwarded-Proto). */
export function trustedProxyOf(config: { trustProxyHops: number; trustProxyAddresses: readonly string[] }) {
  let rule = rules.get(config);
  if (!rule) {
    rule = trustedProxyRule(config.trustProxyHops, config.trustProxyAddresses);
    rules.set(config, rule);
  }
  return rule;
}
