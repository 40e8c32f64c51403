import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { Executor } from '../../db/client';
import { refusalKeepsWrites, runInRequestTransaction } from '../../db/request-transaction';
import type { AuditedChange } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';
import { actionNameOf, targetIdOf, targetTypeOf } from './action-names';
import { insertAuditEntry } from './audit-repository';
import { recordedChanges, startRecordingChanges } from './recorded-changes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'summary': a write too long to hold a transaction (an image's processing, a catalogue
     * import read by a worker thread): its handler runs on the database itself and names what it
     * did with recordAuditSummary, which becomes the log's row (decision 0072).
     */
    audit?: AuditWay | ((request: FastifyRequest) => AuditWay);
  }
}

/**
 * How an admin write is recorded: 'transaction', the whole handler in one request transaction
 * with the rows it changed; 'summary', on the database itself with what it names. A route may
 * choose per request: a refund asks the payment provider between commits of its own, which a
 * request transaction would undo on a failure (and hold PGlite's one connection meanwhile).
 */
export type AuditWay = 'transaction' | 'summary';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write of the admin site: what the log records. */
export function isAdminWrite(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  return (
    route.url.startsWith('/api/admin/') && [route.method].flat().some((method) => WRITE_METHODS.has(method))
  );
}

interface Summary {
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}
const summaries = new WeakMap<FastifyRequest, Summary>();

/** What a 'summary' write did (an upload's file, an import's counts), for its row of the log. */
export function recordAuditSummary(
  request: FastifyRequest,
  after: Record<string, unknown>,
  before: Record<string, unknown> | null = null,
): void {
  summaries.set(request, { before, after });
}

/** A handler's refusal answered without throwing (a 4xx it sent itself): rolled back all the same. */
class RefusedWrite {
  constructor(readonly answer: Answer) {}
}

/**
 * Wraps the handler of every admin write (decision 0072): the handler runs in one request
 * transaction, which every query of the app's `db` joins; the rows it changed are recorded by the
 * database's trigger, and one audit_log row is written in the same transaction when anything
 * was. A refusal (thrown, or a 4xx answer) rolls everything back and writes no row. The answer
 * waits (onSend) for the commit, so nobody hears "done" of a write that is not, and the hooks
 * after it (the answer cache's clears) run once it is committed. Registered on the root before
 * the modules, so every module's routes pass through it, those added later too.
 */
interface PendingWrite {
  /** Told by onSend: the handler has sent its answer itself. */
  answered(): void;
  /** Settles once the write's transaction (or its summary row) is done. */
  done: Promise<void>;
}

/**
 * The handler's answer, boxed: Fastify's reply is a thenable that settles once the answer has gone
 * out, so a promise resolved with it (a handler ending `return reply.status(201).send(...)`)
 * would wait for the answer, which waits for the commit. The moment such a handler is done is
 * taken from onSend instead (`sent`).
 */
interface Answer {
  value: unknown;
}
function handlerAnswer(handling: unknown, sent: Promise<void>, reply: FastifyReply): Promise<Answer> {
  if (handling === reply) return Promise.resolve({ value: reply });
  if (!(handling instanceof Promise)) return Promise.resolve({ value: handling });
  // A handler that sent its answer itself resolves with the reply only once it has gone out.
  const boxed = new Promise<Answer>((resolve, reject) => {
    handling.then((value: unknown) => resolve({ value: value === reply ? reply : value }), reject);
  });
  return Promise.race([boxed, sent.then(() => ({ value: reply }))]);
}

export function registerAuditedWrites(app: App): void {
  const pending = new WeakMap<FastifyRequest, PendingWrite>();
  /** The write's bookkeeping: its `finish` ends the wait of the answer. */
  const begin = (request: FastifyRequest) => {
    let answered = () => {};
    let finish = () => {};
    const sent = new Promise<void>((resolve) => (answered = resolve));
    pending.set(request, {
      answered: () => answered(),
      done: new Promise<void>((resolve) => (finish = resolve)),
    });
    return { sent, finish };
  };

  app.addHook('onRoute', (route) => {
    if (!isAdminWrite(route)) return;
    const handler = route.handler as RouteHandlerMethod;
    const method = [route.method].flat().find((name) => WRITE_METHODS.has(name)) ?? 'POST';
    const action = actionNameOf(method, route.url);
    const targetType = targetTypeOf(route.url);
    const entryOf = (request: FastifyRequest, changes: AuditedChange[]) => ({
      actorId: request.user?.id ?? null,
      address: request.ip,
      method,
      route: route.url,
      action,
      targetType,
      targetId: targetIdOf(request.params, changes),
      changes,
    });
    const handle = (self: unknown, request: FastifyRequest, reply: FastifyReply, sent: Promise<void>) =>
      handlerAnswer(handler.call(self as never, request, reply), sent, reply);

    const summarised = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      const { sent, finish } = begin(request);
      let answer: Answer;
      try {
        answer = await handle(this, request, reply, sent);
        const summary = summaries.get(request);
        if (summary && reply.statusCode < 400) {
          const change: AuditedChange = { table: null, operation: 'summary', key: null, ...summary };
          await insertAuditEntry(app.database.db, entryOf(request, [change]));
        }
      } finally {
        finish();
      }
      return answer.value;
    };

    const inTransaction = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      const { sent, finish } = begin(request);
      let answer: Answer;
      try {
        const outcome = await runInRequestTransaction(app.database.db, async (transaction: Executor) => {
          await startRecordingChanges(transaction);
          let handled: Answer = { value: undefined };
          let kept: { refusal: unknown } | undefined;
          try {
            handled = await handle(this, request, reply, sent);
          } catch (error) {
            // A refusal that keeps its writes (a wrong code counted) commits, then is thrown.
            if (!refusalKeepsWrites()) throw error;
            kept = { refusal: error };
          }
          if (!kept && reply.statusCode >= 400 && !refusalKeepsWrites()) throw new RefusedWrite(handled);
          const changes = await recordedChanges(transaction);
          if (changes.length > 0) await insertAuditEntry(transaction, entryOf(request, changes));
          return { handled, kept };
        });
        if (outcome.kept) throw outcome.kept.refusal;
        answer = outcome.handled;
      } catch (error) {
        if (!(error instanceof RefusedWrite)) throw error;
        answer = error.answer;
      } finally {
        finish();
      }
      return answer.value;
    };

    const way = route.config?.audit ?? 'transaction';
    route.handler =
      typeof way === 'function'
        ? function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
            return (way(request) === 'summary' ? summarised : inTransaction).call(this, request, reply);
          }
        : way === 'summary'
          ? summarised
          : inTransaction;
  });

  // First among the root's onSend hooks: an answer the handler sent itself (201 with
  // reply.send) goes out only once its transaction has ended.
  app.addHook('onSend', async (request, _reply, payload) => {
    const write = pending.get(request);
    if (write) {
      write.answered();
      await write.done;
    }
    return payload;
  });
}
