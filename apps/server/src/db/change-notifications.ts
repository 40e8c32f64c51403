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

/** The listener's name in pg_stat_activity, followed by the process id: one per instance. */
export const LISTENER_APPLICATION_NAME = 'shop-change-listener';

/** An attempt that hangs (a host that drops packets) must not hold up the next one. */
const CONNECT_TIMEOUT_MS = 5000;

/** What the listener needs of a node-postgres client; tests hand it a fake. */
export interface ListenerClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
}

export interface ListenOptions {
  /** The first pause before reconnecting; each failed attempt doubles it, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  applicationName?: string;
  newClient?: (config: pg.ClientConfig) => ListenerClient;
}

/**
 * The pause before reconnect attempt `attempt` (0 first): doubling up to the cap, then a random
 * point in its upper half, so instances that lost PostgreSQL together do not return in step.
 */
export function reconnectDelayMs(attempt: number, firstDelayMs: number, maxDelayMs: number): number {
  const ceiling = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

interface ListeningConnection {
  client: ListenerClient;
  broken: boolean;
  adopted: boolean;
}

/**
 * PostgreSQL: one connection of its own, outside the pool (a pooled connection returns to
 * others with its LISTEN). After a break, one reconnect loop (docs/decisions/0055): one attempt
 * at a time with growing, jittered pauses, whatever mix of 'error', 'end' and rejected promises
 * a failure produces, so an instance never holds more than one listening connection.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ChangeHandlers,
  options: ListenOptions = {},
): Promise<ChangeSubscription> {
  const firstDelayMs = options.firstDelayMs ?? 200;
  const maxDelayMs = options.maxDelayMs ?? 5000;
  const applicationName = options.applicationName ?? `${LISTENER_APPLICATION_NAME}-${process.pid}`;
  const newClient = options.newClient ?? ((config: pg.ClientConfig) => new pg.Client(config));
  let current: ListeningConnection | undefined;
  let closed = false;
  let reconnecting = false;
  let wake: (() => void) | undefined;

  const lose = (connection: ListeningConnection, error: unknown) => {
    if (current !== connection) return;
    current = undefined;
    if (closed) return;
    handlers.lost(error);
    reconnect();
  };

  const open = async (): Promise<ListeningConnection> => {
    const client = newClient({
      connectionString: url,
      application_name: applicationName,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection dropped by the network is noticed instead of listening to nothing for hours.
      keepAlive: true,
    });
    const connection: ListeningConnection = { client, broken: false, adopted: false };
    // Every way a connection fails ends here once; before adoption the attempt's rejection alone
    // tells the loop, so a failed attempt never schedules a second one.
    const onBreak = (error: unknown) => {
      if (connection.broken) return;
      connection.broken = true;
      void client.end().catch(() => {});
      if (connection.adopted) lose(connection, error);
    };
    client.on('error', onBreak);
    client.on('end', () => onBreak(new Error('the listening connection ended')));
    client.on('notification', (message: { channel: string; payload?: string }) => {
      if (message.channel === channel) handlers.changed(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onBreak(error);
      throw error;
    }
    if (connection.broken) throw new Error('the listening connection ended as it opened');
    return connection;
  };

  const adopt = (connection: ListeningConnection) => {
    connection.adopted = true;
    current = connection;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        done();
      };
    });

  const reconnectLoop = async () => {
    try {
      for (let attempt = 0; ; attempt += 1) {
        await pause(reconnectDelayMs(attempt, firstDelayMs, maxDelayMs));
        if (closed) return;
        const connection = await open().catch(() => undefined);
        if (closed) {
          await connection?.client.end().catch(() => {});
          return;
        }
        if (connection) {
          adopt(connection);
          handlers.restored();
          return;
        }
      }
    } finally {
      // Synchronous with the loop's end: a break after adoption starts the next loop, never a second one.
      reconnecting = false;
    }
  };

  const reconnect = () => {
    if (closed || reconnecting) return;
    reconnecting = true;
    void reconnectLoop();
  };

  adopt(await open());
  return {
    async close() {
      closed = true;
      wake?.();
      const connection = current;
      current = undefined;
      await connection?.client.end().catch(() => {});
    },
  };
}
