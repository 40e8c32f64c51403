import { connect } from 'node:net';
import { API_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/test-app';

interface RawAnswer {
  status: number;
  headers: string;
  body: unknown;
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfterMs: number;
}

/**
 * Talks HTTP by hand: `send` writes what a (slow or broken) client would, and the answer is
 * whatever the server wrote before it closed the connection.
 */
function rawExchange(
  port: number,
  send: (write: (text: string) => void, closed: () => boolean) => Promise<void> | void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let isClosed = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      isClosed = true;
      const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(received);
      if (!match) return reject(new Error(`no answer before the close: ${JSON.stringify(received)}`));
      let body: unknown = match[3];
      try {
        body = JSON.parse(match[3]!);
      } catch {
        // not JSON: the assertion below shows it
      }
      resolve({ status: Number(match[1]), headers: match[2]!, body, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      void send(
        (text) => {
          if (!isClosed) socket.write(text);
        },
        () => isClosed,
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes one byte at a time until the server closes the connection (or 20 s pass). */
async function trickle(write: (text: string) => void, closed: () => boolean) {
  for (let byte = 0; byte < 100 && !closed(); byte += 1) {
    write('a');
    await sleep(200);
  }
}

describe('slow and malformed requests', () => {
  let context: TestContext;
  let port: number;

  beforeAll(async () => {
    context = await createTestApp('pglite', { config: { requestTimeoutS: 2, headersTimeoutS: 1 } });
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as { port: number }).port;
  }, 60_000);

  afterAll(async () => {
    await context.app.close();
    await context.database.dispose();
  });

  it('answers 408 to a client that sends its headers too slowly, and closes', async () => {
    const answer = await rawExchange(port, async (write, closed) => {
      write('POST /api/newsletter HTTP/1.1\r\nHost: shop.test\r\n');
      await trickle(write, closed);
    });
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ success: false, message: API_MESSAGES.requestTimeout });
    // Closed by the server's timeout (1 s), long before the client's 20 s of trickling ends.
    expect(answer.closedAfterMs).toBeLessThan(15_000);
  });

  it('answers 408 to a body sent a byte at a time, and closes', async () => {
    const answer = await rawExchange(port, async (write, closed) => {
      write(
        'POST /api/newsletter HTTP/1.1\r\nHost: shop.test\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
      await trickle(write, closed);
    });
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ success: false, message: API_MESSAGES.requestTimeout });
    expect(answer.closedAfterMs).toBeLessThan(15_000);
  });

  it('answers 431 to a header block over 16 KB', async () => {
    const answer = await rawExchange(port, (write) => {
      write(`GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`);
    });
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ success: false, message: API_MESSAGES.headersTooLarge });
  });

  it('answers 414 to a query string over 8 KB, and to one too long for the header limit', async () => {
    for (const length of [9_000, 20_000]) {
      const answer = await rawExchange(port, (write) => {
        write(
          `GET /api/product/list?search=${'a'.repeat(length)} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`,
        );
      });
      expect(answer.status, `a query of ${length}`).toBe(414);
      expect(answer.body).toEqual({ success: false, message: API_MESSAGES.urlTooLong });
    }
  });

  it('answers 400 in the shop shape to what is not HTTP', async () => {
    const answer = await rawExchange(port, (write) => {
      write('HELLO THERE\r\n\r\n');
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: API_MESSAGES.malformedRequest });
  });

  it('still serves a client that sends a whole request in time', async () => {
    const answer = await rawExchange(port, (write) => {
      write('GET /api/health HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n');
    });
    expect(answer.status).toBe(200);
  });
});
