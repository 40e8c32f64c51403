import { createHmac } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FuzzApp } from './fuzz-app';
import type { FuzzRequest } from './fuzz-requests';
import { watchWrites } from './fuzz-write-watch';
import { changedTables, snapshotTables, writeMarker } from './table-snapshot';

export interface Finding {
  kind: 'server error' | 'error shape' | 'rows changed';
  route: string;
  status: number;
  detail: string;
  request: string;
}

export interface FuzzOutcome {
  findings: Finding[];
  sent: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
  /** How often the write marker moved and the tables were compared. */
  snapshots: number;
  /** Milliseconds spent answering, and checking the database. */
  answeringMs: number;
  checkingMs: number;
}

const shorten = (text: string | undefined, length = 160) =>
  text === undefined ? '' : text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;

function describe(request: FuzzRequest): string {
  const headers =
    Object.keys(request.headers).length > 0 ? ` ${shorten(JSON.stringify(request.headers))}` : '';
  return `${request.who} ${request.method} ${shorten(request.url)}${headers} ${shorten(request.payload)}`;
}

/** The error shape of docs/product/api.md#conventions: exactly `{success:false, message}` with some words in it. */
/** The body as the client reads it: a long refusal goes out compressed when the client takes it. */
function decodedBody(encoding: unknown, payload: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

function errorShapeProblem(contentType: string | undefined, text: string): string | undefined {
  if (!contentType?.startsWith('application/json')) return `content-type ${contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${shorten(text)}`;
  }
  const record = body as Record<string, unknown>;
  const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : typeof body;
  if (keys !== 'message,success' || record.success !== false) return `shape: ${shorten(text)}`;
  if (typeof record.message !== 'string' || record.message.trim() === '') return `message: ${shorten(text)}`;
  return undefined;
}

/**
 * Sends the requests one at a time and checks each answer: never a 5xx; on /api every
 * refusal in the error shape; and no row changed by a refusal. Rows are compared only when
 * the database's write marker moved, and the marker is asked only after a request that sent
 * the database something that may write, so a run of reads costs nothing extra. Identities
 * are refreshed every `refreshEvery` requests, and when a fuzzed logout ended a session.
 */
export async function sendAndCheck(
  fuzz: FuzzApp,
  requests: readonly FuzzRequest[],
  options: { refreshEvery: number; leaveOut?: Record<string, string[]> },
): Promise<FuzzOutcome> {
  const findings: Finding[] = [];
  const statuses: Record<number, number> = {};
  const snapshot = () => snapshotTables(fuzz.database, { leaveOut: options.leaveOut });
  let baseline = await snapshot();
  let marker = await writeMarker(fuzz.database);
  const writes = watchWrites(fuzz.database);
  let snapshots = 0;
  let answeringMs = 0;
  let checkingMs = 0;
  for (const [index, request] of requests.entries()) {
    if (index > 0 && index % options.refreshEvery === 0) {
      await fuzz.refreshIdentities();
      baseline = await snapshot();
      marker = await writeMarker(fuzz.database);
    }
    const token = fuzz.tokens[request.who];
    // Signed as Paystack signs, so the body reaches the webhook's handler and not only its signature check.
    const signature =
      fuzz.webhookSecret && request.signed && request.payload !== undefined
        ? {
            'x-paystack-signature': createHmac('sha512', fuzz.webhookSecret)
              .update(request.payload)
              .digest('hex'),
          }
        : {};
    writes.mayHaveWritten();
    const answering = performance.now();
    const response = await fuzz.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers, ...signature },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: request.remoteAddress,
    });
    answeringMs += performance.now() - answering;
    // What an accepted request left for after its answer (a reset link) is its own write, not
    // the next request's.
    await fuzz.app.workAfterAnswer.settled();
    const status = response.statusCode;
    statuses[status] = (statuses[status] ?? 0) + 1;
    const route = `${request.method} ${request.route.url}`;
    const found = (kind: Finding['kind'], detail: string) =>
      findings.push({ kind, route, status, detail, request: describe(request) });

    if (status >= 500) found('server error', shorten(response.body));
    const path = request.url.split('?')[0]!;
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi && status >= 400 && request.method !== 'HEAD') {
      const problem = errorShapeProblem(
        response.headers['content-type'] as string | undefined,
        decodedBody(response.headers['content-encoding'], response.rawPayload),
      );
      if (problem) found('error shape', problem);
    }

    // A fuzzed logout (or password change) ended the identity's session: new ones, and a new baseline.
    const sessionEnded = status === 401 && request.who !== 'anonymous' && !request.headers.authorization;
    if (sessionEnded) await fuzz.refreshIdentities();

    const checking = performance.now();
    const after = writes.mayHaveWritten() ? await writeMarker(fuzz.database) : marker;
    if (after !== marker) {
      const now = await snapshot();
      snapshots += 1;
      if (status >= 400 && !sessionEnded) {
        const changed = changedTables(baseline, now);
        if (changed.length > 0) found('rows changed', changed.join(', '));
      }
      baseline = now;
      marker = after;
    }
    checkingMs += performance.now() - checking;
  }
  return {
    findings,
    sent: requests.length,
    statuses,
    snapshots,
    answeringMs: Math.round(answeringMs),
    checkingMs: Math.round(checkingMs),
  };
}

/** One line per kind of finding and route, with the first example, for a readable failure. */
export function summarize(findings: readonly Finding[]): string[] {
  const seen = new Map<string, { count: number; first: Finding }>();
  for (const finding of findings) {
    const key = `${finding.kind} | ${finding.route} | ${finding.status}`;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { count: 1, first: finding });
  }
  return [...seen.entries()].map(
    ([key, { count, first }]) => `${key} ×${count}: ${first.detail} <- ${first.request}`,
  );
}
