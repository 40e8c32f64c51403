import { EventEmitter } from 'node:events';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  type ChangeHandlers,
  type ListenerClient,
  listenOnPostgres,
  reconnectDelayMs,
} from './change-notifications';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, withinMs = 10_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await sleep(10);
  }
}

/** A PostgreSQL that the test takes down and brings back; its clients fail the way node-postgres's do. */
class FakePostgres {
  up = true;
  attempts = 0;
  inFlight = 0;
  maxInFlight = 0;
  readonly open = new Set<FakeClient>();

  newClient = (): ListenerClient => new FakeClient(this);

  /** Every open connection ends under its client, as at a fast shutdown. */
  goDown() {
    this.up = false;
    for (const client of [...this.open]) client.drop();
  }
}

class FakeClient extends EventEmitter implements ListenerClient {
  private ended = false;
  constructor(private readonly server: FakePostgres) {
    super();
  }

  async connect() {
    const server = this.server;
    server.attempts += 1;
    server.inFlight += 1;
    server.maxInFlight = Math.max(server.maxInFlight, server.inFlight);
    await sleep(3);
    server.inFlight -= 1;
    if (!server.up) {
      // The worst a refused connection does: the promise rejects, then the socket's error and end follow.
      setImmediate(() => {
        this.emit('error', new Error('connect ECONNREFUSED'));
        this.emit('end');
      });
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    }
    server.open.add(this);
  }

  async query() {
    if (this.ended || !this.server.up) throw new Error('Connection terminated unexpectedly');
  }

  async end() {
    if (this.ended) return;
    this.ended = true;
    this.server.open.delete(this);
    setImmediate(() => this.emit('end'));
  }

  drop() {
    this.ended = true;
    this.server.open.delete(this);
    this.emit('error', new Error('terminating connection due to administrator command'));
    this.emit('end');
  }
}

function countingHandlers() {
  const counts = { changed: 0, lost: 0, restored: 0 };
  const handlers: ChangeHandlers = {
    changed: () => {
      counts.changed += 1;
    },
    lost: () => {
      counts.lost += 1;
    },
    restored: () => {
      counts.restored += 1;
    },
  };
  return { counts, handlers };
}

describe('the change listener reconnecting', () => {
  it('makes one attempt at a time through an outage, and holds exactly one connection after three', async () => {
    const server = new FakePostgres();
    const { counts, handlers } = countingHandlers();
    const subscription = await listenOnPostgres('postgres://fake', 'changes', handlers, {
      firstDelayMs: 4,
      maxDelayMs: 30,
      newClient: server.newClient,
    });
    try {
      for (let outage = 1; outage <= 3; outage += 1) {
        server.attempts = 0;
        server.goDown();
        await sleep(400);
        // Doubling retries would be hundreds by now, several at once; one loop makes a few dozen.
        expect(server.maxInFlight).toBe(1);
        expect(server.attempts).toBeGreaterThan(3);
        expect(server.attempts).toBeLessThan(60);
        expect(server.open.size).toBe(0);
        server.up = true;
        await until(() => counts.restored === outage);
        await sleep(100);
        expect(server.open.size).toBe(1);
        expect(counts).toMatchObject({ lost: outage, restored: outage });
      }
    } finally {
      await subscription.close();
    }
    expect(server.open.size).toBe(0);
  });

  it('stops trying once closed during an outage', async () => {
    const server = new FakePostgres();
    const { handlers } = countingHandlers();
    const subscription = await listenOnPostgres('postgres://fake', 'changes', handlers, {
      firstDelayMs: 4,
      maxDelayMs: 8,
      newClient: server.newClient,
    });
    server.goDown();
    await sleep(60);
    await subscription.close();
    const attempts = server.attempts;
    server.up = true;
    await sleep(100);
    expect(server.attempts).toBe(attempts);
    expect(server.open.size).toBe(0);
  });

  it('waits a random point of the upper half of a doubling pause, never beyond the cap', () => {
    const pauses = Array.from({ length: 200 }, () => reconnectDelayMs(3, 100, 5000));
    expect(Math.min(...pauses)).toBeGreaterThanOrEqual(400);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(800);
    expect(new Set(pauses).size).toBeGreaterThan(20);
    expect(reconnectDelayMs(40, 100, 5000)).toBeLessThanOrEqual(5000);
  });
});

/** A TCP door in front of PostgreSQL: closed, connections to it are refused, as when PostgreSQL is down. */
async function doorTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((socket) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('close', () => sockets.delete(end));
          end.on('error', () => {
            socket.destroy();
            upstream.destroy();
          });
        }
        socket.pipe(upstream).pipe(socket);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  };
  await open();
  return { open, close, port: () => port };
}

describe.runIf(process.env.TEST_DATABASE_URL)('the change listener on PostgreSQL', () => {
  it('holds exactly one listening connection after three outages, and hears notices again', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const door = await doorTo(target);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const applicationName = `shop-listener-test-${process.pid}`;
    const listening = async () =>
      Number(
        (
          await admin.query('select count(*) as count from pg_stat_activity where application_name = $1', [
            applicationName,
          ])
        ).rows[0].count,
      );
    const through = new URL(target);
    through.hostname = '127.0.0.1';
    through.port = String(door.port());
    const { counts, handlers } = countingHandlers();
    const subscription = await listenOnPostgres(through.toString(), 'listener_test', handlers, {
      applicationName,
      firstDelayMs: 50,
      maxDelayMs: 400,
    });
    try {
      expect(await listening()).toBe(1);
      for (let outage = 1; outage <= 3; outage += 1) {
        await door.close();
        await sleep(1500);
        await until(async () => (await listening()) === 0);
        await door.open();
        await until(() => counts.restored === outage);
        await sleep(300);
        expect(await listening()).toBe(1);
      }
      expect(counts.lost).toBe(3);
      await admin.query("notify listener_test, 'products'");
      await until(() => counts.changed === 1, 5000);
    } finally {
      await subscription.close();
      await door.close();
      await admin.end();
    }
  }, 30_000);
});
