import pg from 'pg';

/** The channel the catalogue tables' triggers notify on commit (migration 0009), naming the table. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface ChangeHandlers {
  /** A table's rows changed and the change has committed; `table` is its name. */
  changed(table: string): void;
  /** The connection that hears notices broke: notices may be missed until `restored`. */
  lost(error: unknown): void;
  /** Listening again; what changed while it was down is unknown. */
  restored(): void;
}

export interface ChangeSubscription {
  close(): Promise<void>;
}

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * PostgreSQL: one connection of its own, outside the pool (a pooled connection returns to
 * others with its LISTEN), reconnecting after a break with growing pauses.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ChangeHandlers,
): Promise<ChangeSubscription> {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'shop-change-listener' });
    let broken = false;
    const onBreak = (error: unknown) => {
      if (broken || closed) return;
      broken = true;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      handlers.lost(error);
      scheduleReconnect();
    };
    next.on('error', onBreak);
    next.on('end', () => onBreak(new Error('the listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.changed(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          if (!closed) handlers.restored();
        },
        () => scheduleReconnect(),
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
