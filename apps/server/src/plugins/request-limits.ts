import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_MESSAGES } from '@shop/shared';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { errorBody, HttpError } from './errors';

/** No address of the shop comes near this; a longer one is a probe or a mistake (414). */
export const MAX_URL_LENGTH = 8 * 1024;
/** The request line and headers together (Node's default, named so the 431 has a number). */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Fastify's server options that stop a slow client from holding a connection: the headers must
 * arrive within HEADERS_TIMEOUT_S and the whole request within REQUEST_TIMEOUT_S (Fastify
 * turns Node's request timeout off by default, so a body sent a byte at a time kept a
 * connection open for as long as the client liked). Node checks the timeouts every
 * `connectionsCheckingInterval`, 30 s by default; once a second is cheap and keeps a timeout
 * close to its setting. What Node refuses before a route sees it is answered by
 * answerClientError, in the shop's shape.
 */
export function requestLimitOptions(config: Config) {
  const requestTimeout = config.requestTimeoutS * 1000;
  const headersTimeout = config.headersTimeoutS * 1000;
  return {
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout,
      maxHeaderSize: MAX_HEADER_BYTES,
      connectionsCheckingInterval: Math.min(1000, headersTimeout / 4),
    },
    clientErrorHandler: answerClientError,
  };
}

/** Refuses an address over MAX_URL_LENGTH before anything reads its query string. */
export function registerRequestLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.url && request.raw.url.length > MAX_URL_LENGTH) {
      throw new HttpError(414, API_MESSAGES.urlTooLong);
    }
  });
}

/** A request line longer than any URL we take, seen at the start of what Node was parsing. */
function startsWithLongRequestLine(packet: unknown): boolean {
  // Node hands over the bytes it was parsing when it gave up (Fastify's type says otherwise).
  if (!Buffer.isBuffer(packet)) return false;
  const head = packet.subarray(0, MAX_URL_LENGTH + 32).toString('latin1');
  return /^[A-Z]+ \S/.test(head) && !head.includes('\r\n') && head.length > MAX_URL_LENGTH;
}

function refusalOf(error: ConnectionError): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: API_MESSAGES.requestTimeout };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node counts the request line into the header limit, so a long enough URL lands here.
    return startsWithLongRequestLine(error.rawPacket)
      ? { status: 414, message: API_MESSAGES.urlTooLong }
      : { status: 431, message: API_MESSAGES.headersTooLarge };
  }
  return { status: 400, message: API_MESSAGES.malformedRequest };
}

/**
 * Node's `clientError`: a request timed out, or its head could not be parsed. The socket is
 * answered in the `{success:false, message}` shape while nothing of another answer has been
 * written on it, and then closed, as Node's own handler does.
 */
function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusalOf(error);
  this.log.debug({ err: error, status }, 'refused a request the server could not read');
  const answerInFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !answerInFlight?.headersSent) {
    const body = JSON.stringify(errorBody(message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
