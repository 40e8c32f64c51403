import { WARRANTY_TEXTS } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { countAndRefuseOverLimit } from '../../plugins/abuse-limits';

/**
 * An onRequest hook: at most WARRANTY_LOOKUPS_PER_IP_PER_MINUTE look-ups from one address,
 * counted in the abuse limits' store (Redis when REDIS_URL is set, so every instance adds to
 * one count), so nobody can walk the IMEI space to learn which units this shop sold. Every
 * look-up counts, a malformed or unknown serial too: those are what a walk is made of.
 */
export async function limitWarrantyLookups(request: FastifyRequest): Promise<void> {
  const app = request.server;
  const limit = app.config.warrantyLookupLimit;
  await countAndRefuseOverLimit(
    app.abuseCounters,
    [{ key: `lookup:warranty:ip:${request.ip}`, max: limit.perIp, windowMs: limit.windowS * 1000 }],
    WARRANTY_TEXTS.tooManyLookups,
  );
}
