import { Counter, Gauge, type Registry } from 'prom-client';
import type { App } from '../../plugins/zod-type-provider';
import { countOutboxBacklog } from '../messages';
import { countCheckoutsByState, countHeldUnits } from '../orders';

/**
 * The shop's own figures, read when Prometheus scrapes: from the database through the
 * modules that own the tables, and from counters the answer cache and the payment provider
 * keep in memory. Nothing here runs between scrapes.
 */
export function collectShopFigures(app: App, registry: Registry) {
  const registers = [registry];
  const db = () => app.database.db;

  const cacheCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  cacheCounter(
    'shop_answer_cache_hits_total',
    'Catalogue answers served from the answer cache',
    () => app.answerCache.stats.hits,
  );
  cacheCounter(
    'shop_answer_cache_misses_total',
    'Catalogue answers the answer cache did not hold and the database made',
    () => app.answerCache.stats.misses,
  );
  new Gauge({
    name: 'shop_answer_cache_bytes',
    help: 'Memory the answer cache holds (CATALOGUE_CACHE_MB is its limit)',
    registers,
    collect() {
      this.set(app.answerCache.stats.bytes);
    },
  });
  new Gauge({
    name: 'shop_answer_cache_answers',
    help: 'Answers the answer cache holds',
    registers,
    collect() {
      this.set(app.answerCache.stats.answers);
    },
  });

  new Gauge({
    name: 'shop_outbox_messages',
    help: 'Outbox messages waiting to be sent and given up on (failed), per channel',
    labelNames: ['channel', 'status'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await countOutboxBacklog(db())) {
        this.set({ channel: row.channel, status: 'waiting' }, row.waiting);
        this.set({ channel: row.channel, status: 'failed' }, row.failed);
      }
    },
  });
  new Gauge({
    name: 'shop_checkouts',
    help: 'Checkouts (orders) by payment state: Pending holds stock, Paid is a sale',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      for (const [state, total] of Object.entries(await countCheckoutsByState(db()))) {
        this.set({ state }, total);
      }
    },
  });
  new Gauge({
    name: 'shop_held_stock_units',
    help: 'Units pending checkouts hold off the shelf until paid or released',
    registers,
    async collect() {
      this.set(await countHeldUnits(db()));
    },
  });
  new Counter({
    name: 'shop_payment_provider_errors_total',
    help: 'Calls to the payment provider that failed (no answer, timeout, 5xx), by call',
    labelNames: ['call'] as const,
    registers,
    collect() {
      this.reset();
      for (const [call, total] of Object.entries(app.paymentProviderErrors)) this.inc({ call }, total);
    },
  });

  const poolUse = app.database.poolUse;
  if (poolUse) {
    new Gauge({
      name: 'shop_database_pool_connections',
      help: 'PostgreSQL pool connections: open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'open' }, use.open);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'in_use' }, use.open - use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    new Gauge({
      name: 'shop_database_pool_max',
      help: 'The most connections the PostgreSQL pool opens',
      registers,
      collect() {
        this.set(poolUse().max);
      },
    });
  }
}
