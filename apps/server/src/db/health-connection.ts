import type pg from 'pg';
import { standaloneClient } from './standalone-client';

/**
 * The one connection `/api/health` asks PostgreSQL through, outside the pool. Through the pool
 * its `select 1` queued behind every shopper's transaction: an instance serving fifty shoppers
 * alone (the other restarting) waited seconds for a free connection, answered its balancer
 * 503, and with both instances out Caddy refused the shoppers' payments (it retries a request
 * with a body only when an instance refused the connection). Asked here, health says whether
 * the database answers, not how long the pool's queue is.
 *
 * Connected at the first ping; a connection that broke is dropped and the next ping connects
 * anew. Named `shop-health-<pid>` in pg_stat_activity (decision 0055's naming).
 */
export class HealthConnection {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly connectTimeoutMs: number,
  ) {}

  async ping(): Promise<void> {
    const client = await this.connected();
    try {
      await client.query('select 1');
    } catch (error) {
      this.drop(client);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connected(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('the health connection is closed'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    // PostgreSQL going away while it idles: dropped, and the next ping connects anew.
    const client: pg.Client = standaloneClient(this.url, `shop-health-${process.pid}`, {
      connectTimeoutMs: this.connectTimeoutMs,
      onError: () => this.drop(client),
    });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('the health connection is closed');
    }
    this.client = client;
    return client;
  }

  private drop(client: pg.Client) {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => {});
  }
}
