import { DOCTOR_REQUEST_HEADER, FORWARDED_COUNT_HEADER } from '../../modules/health';
import { advice, type DoctorCheck, fix, ok, reasonOf } from './finding';

const ANSWER_WITHIN_MS = 10_000;

/**
 * TRUST_PROXY_HOPS against the way requests really arrive (decision 0076): the doctor asks the
 * shop at PUBLIC_URL, from outside as a shopper would, how many addresses the X-Forwarded-For
 * it received held. It sends none itself, so each one is a proxy's. DOCTOR_HEALTH_URL asks
 * another address instead (the tests' own proxy; a shop PUBLIC_URL does not reach from inside).
 */
export const checkProxyHops: DoctorCheck = async ({ config, environment }) => {
  const hops = config.trustProxyHops;
  const override = environment.DOCTOR_HEALTH_URL?.trim();
  const healthUrl = override || (config.publicUrl ? `${config.publicUrl}/api/health` : undefined);
  if (!healthUrl) {
    return [
      advice(`Proxy hops not checked: no PUBLIC_URL to reach the shop by. TRUST_PROXY_HOPS is ${hops}.`),
    ];
  }
  let seen: number;
  try {
    const response = await fetch(healthUrl, {
      headers: { [DOCTOR_REQUEST_HEADER]: '1' },
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    await response.arrayBuffer();
    const header = response.headers.get(FORWARDED_COUNT_HEADER);
    if (!response.ok || header === null || !/^\d+$/.test(header)) {
      return [
        advice(
          `Proxy hops not checked: ${healthUrl} answered ${response.status} without the count (is the shop running this version there?). TRUST_PROXY_HOPS is ${hops}.`,
        ),
      ];
    }
    seen = Number(header);
  } catch (error) {
    return [
      advice(
        `Proxy hops not checked: ${healthUrl} cannot be reached from this server (${reasonOf(error)}). TRUST_PROXY_HOPS is ${hops}; run the doctor where the shop's address answers.`,
      ),
    ];
  }
  if (seen === hops) {
    return [ok(`TRUST_PROXY_HOPS=${hops} matches the ${seen} proxies a request to ${healthUrl} passed.`)];
  }
  if (seen < hops) {
    return [
      fix(
        `TRUST_PROXY_HOPS=${hops} but requests reach the shop through ${seen} prox${seen === 1 ? 'y' : 'ies'}: anyone can send X-Forwarded-For and pass as another address, dodging the login and checkout limits. Set TRUST_PROXY_HOPS=${seen}.`,
      ),
    ];
  }
  return [
    fix(
      `TRUST_PROXY_HOPS=${hops} but requests reach the shop through ${seen} proxies: every shopper would share the proxy's address and its limits, so one abuser blocks everyone's logins and checkouts. Set TRUST_PROXY_HOPS=${seen}.`,
    ),
  ];
};
