import type { IncomingMessage } from 'node:http';
import { MessageChannel } from 'node:worker_threads';
import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  CATALOGUE_IMPORT_MAX_CHARACTERS,
  CATALOGUE_IMPORT_MAX_ROWS,
  productImportBodySchema,
} from '@shop/shared';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { badRequest, HttpError } from '../../plugins/errors';
import { zodValidatorCompiler } from '../../plugins/validation';
import { lazyWorkerPool } from '../../plugins/worker-pool';

/** A catalogue file as the worker read it: its records (the header first) and, from a JSON body, apply. */
export class CatalogueFile {
  constructor(
    readonly records: string[][],
    readonly apply: boolean | undefined,
  ) {}
}

type Refusal =
  | 'tooLarge'
  | 'tooManyRows'
  | 'notAllowedCharacter'
  | 'invalidJson'
  | 'unreadable'
  | 'invalidBody';
type Outcome =
  | { ok: true; apply?: boolean }
  | { refusal: Refusal | 'aborted'; reason?: string; body?: unknown; where?: 'csv' };

/**
 * One thread reads the files (catalogue-file-task.mjs): an import is a staff member's rare
 * task, and a second one at once waits in the pool's queue, its bytes held back meanwhile.
 */
const fileWorkers = lazyWorkerPool(new URL('./catalogue-file-task.mjs', import.meta.url), {
  maxThreads: 1,
  idleTimeoutMs: 60_000,
});

/** Ends the file-reading thread; the admin scope's onClose calls it (a later import starts it again). */
export function closeCatalogueFileWorkers(): Promise<void> {
  return fileWorkers.close();
}

/**
 * The most bytes a body may have. A JSON string escapes a file's quotes and line breaks, so
 * its body may be larger than the file; a UTF-16 character takes at most 3 bytes of UTF-8.
 * The file's own limit (characters, rows) is the worker's to check as it parses.
 */
const MAX_BYTES = {
  json: 2 * CATALOGUE_IMPORT_MAX_CHARACTERS + 1024,
  csv: 3 * CATALOGUE_IMPORT_MAX_CHARACTERS,
};
/** Bytes handed to the worker and not yet taken: beyond this the request is read no further until it catches up. */
const MAX_BYTES_IN_FLIGHT = 1024 * 1024;

// A refusal from a body parser also closes the connection after the answer (Fastify's doing):
// the client may still be sending, and the rest of its body is not read.
const tooLarge = () => new HttpError(413, ADMIN_MESSAGES.importTooLarge);

function refusalError(outcome: Exclude<Outcome, { ok: true }>): Error {
  switch (outcome.refusal) {
    case 'tooLarge':
      return tooLarge();
    case 'tooManyRows':
      return badRequest(ADMIN_MESSAGES.importTooManyRows(CATALOGUE_IMPORT_MAX_ROWS));
    case 'notAllowedCharacter':
      return badRequest(API_MESSAGES.characterNotAllowed(outcome.where === 'csv' ? 'field "csv"' : 'file'));
    case 'unreadable':
      return badRequest(ADMIN_MESSAGES.importUnreadable(outcome.reason ?? ''));
    case 'invalidBody': {
      // The body's own schema says what is wrong, in the words every other route uses.
      const validate = zodValidatorCompiler({ schema: productImportBodySchema, httpPart: 'body' } as never);
      const checked = validate(outcome.body) as { error?: Error };
      return checked.error ?? badRequest(API_MESSAGES.invalidJson);
    }
    default:
      return badRequest(API_MESSAGES.invalidJson);
  }
}

/**
 * Streams a request's body into the worker, which parses it as it arrives: the body's bytes
 * are counted here (413 once past the limit, or at once when Content-Length says so), and a
 * refusal from the worker (too many characters or rows, a file it cannot read) stops the
 * reading there. The event loop only passes chunks along and takes records in batches; the
 * request is paused while the worker is behind, so no more than MAX_BYTES_IN_FLIGHT waits.
 */
function readCatalogueFile(payload: IncomingMessage, format: 'json' | 'csv'): Promise<CatalogueFile> {
  const maxBytes = MAX_BYTES[format];
  if (Number(payload.headers['content-length'] ?? 0) > maxBytes) return Promise.reject(tooLarge());
  const { port1: port, port2: workerPort } = new MessageChannel();
  const records: string[][] = [];
  let received = 0;
  let inFlight = 0;
  let reading = true;
  return new Promise<CatalogueFile>((resolve, reject) => {
    const settle = (error: Error | undefined, outcome?: Outcome) => {
      stopReading();
      port.close();
      if (error) return reject(error);
      if (outcome && 'refusal' in outcome) return reject(refusalError(outcome));
      resolve(new CatalogueFile(records, outcome?.apply));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        port.postMessage({ abort: true });
        return settle(tooLarge());
      }
      port.postMessage({ chunk });
      inFlight += chunk.length;
      if (inFlight > MAX_BYTES_IN_FLIGHT) payload.pause();
    };
    const onEnd = () => {
      reading = false;
      stopReading();
      port.postMessage({ end: true });
    };
    // The client went away: nothing to answer, the worker stops.
    const onGone = () => {
      if (!reading) return;
      port.postMessage({ abort: true });
      settle(new Error('the import request closed before its body arrived'));
    };
    function stopReading() {
      reading = false;
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onGone);
      payload.off('close', onGone);
    }
    port.on('message', (message: { read?: number; records?: string[][]; done?: Outcome }) => {
      if (message.read !== undefined) {
        inFlight -= message.read;
        if (reading && inFlight <= MAX_BYTES_IN_FLIGHT && payload.isPaused()) payload.resume();
      }
      if (message.records) for (const record of message.records) records.push(record);
      if (message.done) settle(undefined, message.done);
    });
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onGone);
    payload.on('close', onGone);
    fileWorkers
      .run(
        {
          port: workerPort,
          format,
          maxCharacters: CATALOGUE_IMPORT_MAX_CHARACTERS,
          maxRows: CATALOGUE_IMPORT_MAX_ROWS,
        },
        [workerPort],
      )
      .catch((error: Error) => settle(error));
  });
}

/**
 * The import route's body parsers and validator, for its scope alone: a JSON body ({ csv,
 * apply }, as the admin site sends it) and the file itself (text/csv). Neither is buffered
 * on the event loop.
 */
export function registerCatalogueFileParsers(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', (_request: FastifyRequest, payload: IncomingMessage) =>
    readCatalogueFile(payload, 'json'),
  );
  scope.addContentTypeParser('text/csv', (_request: FastifyRequest, payload: IncomingMessage) =>
    readCatalogueFile(payload, 'csv'),
  );
  scope.setValidatorCompiler(catalogueFileValidatorCompiler);
  scope.addHook('onClose', closeCatalogueFileWorkers);
}

/**
 * The import route's validator: its body is already a CatalogueFile, checked by the worker
 * (a JSON body that was not { csv, apply } came back to the schema there); anything else, such
 * as no body at all, goes to the schema as on every route. Other parts of the request too.
 */
export const catalogueFileValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => (data instanceof CatalogueFile ? { value: data } : validate(data));
};
