import { createHash, randomBytes } from 'node:crypto';
import { API_MESSAGES } from '@shop/shared';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_DAYS_DEFAULT } from '../config';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, HttpError, unauthorized } from './errors';
import { changingSessions, type KeptSession, KeptSessions, SESSIONS_TOPIC } from './kept-sessions';

export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
  isOwner: boolean;
  sessionId: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How stale last_used_at may get: one write an hour at most per session, not one per request. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** How long sessions live: unused for `idleDays`, or `maxDays` after the login, ends them. */
export interface SessionLimits {
  idleDays: number;
  maxDays: number;
}

/** The moments before which a session has ended, one way or the other. */
export function sessionCutoffs(limits: SessionLimits, now = new Date()) {
  return {
    lastUsedBefore: new Date(now.getTime() - limits.idleDays * DAY_MS),
    loggedInBefore: new Date(now.getTime() - limits.maxDays * DAY_MS),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
  interface FastifyInstance {
    /** A further check of every staff request, handed in by app.ts (the second factor's rule, decision 0073). */
    staffAccessCheck?: (request: FastifyRequest) => Promise<void>;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new bearer token for the user: 32 random bytes; only its SHA-256 is stored. expires_at
 * is the hard end, `maxDays` after the login; the idle end is read from last_used_at.
 */
export async function createSession(
  db: Executor,
  userId: string,
  maxDays = SESSION_MAX_DAYS_DEFAULT,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + maxDays * DAY_MS),
  });
  return token;
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await changingSessions(() =>
    db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId)),
  );
}

/** Ends every session of the user (a password reset), or every one but `keep` (a password change). */
export async function revokeUserSessions(db: Executor, userId: string, keep?: number): Promise<void> {
  await changingSessions(() =>
    db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep === undefined ? undefined : ne(sessions.id, keep),
        ),
      ),
  );
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Where a request finds the sessions kept between requests (plugins/kept-sessions.ts), if anywhere. */
interface Keeping {
  kept: KeptSessions<AuthenticatedUser>;
  /** The answer cache's stamp of the sessions' topic; undefined keeps nothing. */
  stamp: number | undefined;
}

/** Whether the session's own times say it is live now (see sessionCutoffs). */
function isLive(session: KeptSession<AuthenticatedUser>, limits: SessionLimits, now: Date): boolean {
  const { lastUsedBefore, loggedInBefore } = sessionCutoffs(limits, now);
  return session.expiresAt > now && session.createdAt > loggedInBefore && session.lastUsedAt > lastUsedBefore;
}

/**
 * The account of a live session, and the session marked as used: kept from an earlier request
 * while nothing may have ended it (decision 0084), else read. A shortened SESSION_MAX_DAYS
 * holds for sessions made before the change too, so created_at is checked beside expires_at.
 */
async function findUserByToken(
  db: Executor,
  token: string,
  limits: SessionLimits,
  keeping?: Keeping,
): Promise<AuthenticatedUser | undefined> {
  if (token.length > 200) return undefined;
  const now = new Date();
  const tokenHash = hashToken(token);
  const stamp = keeping?.stamp;
  const kept = stamp === undefined ? undefined : keeping?.kept.find(tokenHash, stamp, now.getTime());
  if (kept && isLive(kept, limits, now)) {
    if (now.getTime() - kept.lastUsedAt.getTime() >= TOUCH_AFTER_MS) {
      await touchSession(db, kept.user.sessionId, now);
      kept.lastUsedAt = now;
    }
    // A copy: what one request does with its user never reaches the next one's.
    return { ...kept.user };
  }
  const changesBefore = KeptSessions.changesSoFar();
  const { lastUsedBefore, loggedInBefore } = sessionCutoffs(limits, now);
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      isAdmin: users.isAdmin,
      isOwner: users.isOwner,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, loggedInBefore),
        gt(sessions.lastUsedAt, lastUsedBefore),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { lastUsedAt, expiresAt, createdAt, ...user } = row;
  const session: KeptSession<AuthenticatedUser> = { user, lastUsedAt, expiresAt, createdAt };
  if (now.getTime() - lastUsedAt.getTime() >= TOUCH_AFTER_MS) {
    await touchSession(db, user.sessionId, now);
    session.lastUsedAt = now;
  }
  if (keeping && stamp !== undefined) {
    keeping.kept.keep(tokenHash, session, { stamp, changesBefore, now: now.getTime() });
  }
  return user;
}

/** Conditional, so two requests of one session in the same moment write once between them. */
async function touchSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(
      and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, new Date(now.getTime() - TOUCH_AFTER_MS))),
    );
}

/** Each database's kept sessions (one app per database; tests build many in one process). */
const keptByDatabase = new WeakMap<object, KeptSessions<AuthenticatedUser>>();
function keptSessionsOf(database: object): KeptSessions<AuthenticatedUser> {
  let kept = keptByDatabase.get(database);
  if (!kept) {
    kept = new KeptSessions<AuthenticatedUser>();
    keptByDatabase.set(database, kept);
  }
  return kept;
}

/** preHandler: the request must carry a live bearer token; sets `request.user`. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const token = bearerToken(request);
  if (!token) throw unauthorized(API_MESSAGES.tokenMissing);
  const { sessionIdleDays, sessionMaxDays } = request.server.config;
  const { database, answerCache } = request.server;
  const user = await findUserByToken(
    database.db,
    token,
    { idleDays: sessionIdleDays, maxDays: sessionMaxDays },
    { kept: keptSessionsOf(database), stamp: answerCache.memoStamp([SESSIONS_TOPIC]) },
  );
  if (!user) throw unauthorized(API_MESSAGES.tokenInvalid);
  request.user = user;
}

/**
 * The session's account when the request carries a live one; none, or a stale or ended one,
 * reads as a visitor (undefined), not as a 401: for the calls a visitor may make too (a review
 * link's form, a back-in-stock request with an address).
 */
export async function sessionUserIfAny(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthenticatedUser | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    await requireUser(request, reply);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return undefined;
    throw error;
  }
  return request.user;
}

/** preHandler: as requireUser, and the user must be staff (no token 401, a customer 403). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.user?.isAdmin) throw forbidden(API_MESSAGES.staffOnly);
  await request.server.staffAccessCheck?.(request);
}

/**
 * An onRequest hook for a route that only the shop's owner may call (decision 0043): other
 * staff get 403 with `refusal`, before the body is read, so nothing they send is written.
 * It runs after the admin scope's requireAdmin, which has set `request.user`.
 */
export function ownerOnly(refusal: string) {
  return async function requireOwner(request: FastifyRequest) {
    if (!currentUser(request).isOwner) throw forbidden(refusal);
  };
}

type Guard = typeof requireUser;

/**
 * Guards every route registered in `app` from here on (a module's whole subtree) with
 * `guard` (requireUser or requireAdmin), first among the route's own onRequest hooks. Like
 * `app.addHook('onRequest', guard)`, but each route then carries its guard in its options,
 * so the API document (plugins/api-document) can tell which routes need a token.
 */
export function guardRoutes(app: FastifyInstance, guard: Guard) {
  app.addHook('onRoute', (route) => {
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    // The HEAD route Fastify adds for a GET copies its hooks, the guard included.
    if (!own.includes(guard)) route.onRequest = [guard, ...own];
  });
}

/** The authenticated user of a request behind requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
