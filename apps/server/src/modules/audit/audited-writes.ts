import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { Executor } from '../../db/client';
import { runInRequestTransaction } from '../../db/request-transaction';
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
    audit?: 'summary';
  }
}

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
  constructor(readonly answer: unknown) {}
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
export function registerAuditedWrites(app: App): void {
  const settled = new WeakMap<FastifyRequest, Promise<void>>();

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

    const summarised = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      let finish = () => {};
      settled.set(request, new Promise<void>((resolve) => (finish = resolve)));
      try {
        const answer = await handler.call(this as never, request, reply);
        const summary = summaries.get(request);
        if (summary && reply.statusCode < 400) {
          const change: AuditedChange = { table: null, operation: 'summary', key: null, ...summary };
          await insertAuditEntry(app.database.db, entryOf(request, [change]));
        }
        return answer;
      } finally {
        finish();
      }
    };

    const inTransaction = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      let finish = () => {};
      settled.set(request, new Promise<void>((resolve) => (finish = resolve)));
      try {
        return await runInRequestTransaction(app.database.db, async (transaction: Executor) => {
          await startRecordingChanges(transaction);
          const answer = await handler.call(this as never, request, reply);
          if (reply.statusCode >= 400) throw new RefusedWrite(answer);
          const changes = await recordedChanges(transaction);
          if (changes.length > 0) await insertAuditEntry(transaction, entryOf(request, changes));
          return answer;
        });
      } catch (error) {
        if (error instanceof RefusedWrite) return error.answer;
        throw error;
      } finally {
        finish();
      }
    };

    route.handler = route.config?.audit === 'summary' ? summarised : inTransaction;
  });

  // First among the root's onSend hooks: an answer the handler sent itself (201 with
  // reply.send) goes out only once its transaction has ended.
  app.addHook('onSend', async (request, _reply, payload) => {
    const pending = settled.get(request);
    if (pending) await pending;
    return payload;
  });
}
