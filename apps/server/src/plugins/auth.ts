import { createHash, randomBytes } from 'node:crypto';
import { API_MESSAGES, SESSION_TTL_DAYS } from '@shop/shared';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from './errors';

export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new bearer token for the user: 32 random bytes; only its SHA-256 is stored. */
export async function createSession(db: Executor, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user (a password reset), or every one but `keep` (a password change). */
export async function revokeUserSessions(db: Executor, userId: string, keep?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

async function findUserByToken(db: Executor, token: string): Promise<AuthenticatedUser | undefined> {
  if (token.length > 200) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      isAdmin: users.isAdmin,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** preHandler: the request must carry a live bearer token; sets `request.user`. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const token = bearerToken(request);
  if (!token) throw unauthorized(API_MESSAGES.tokenMissing);
  const user = await findUserByToken(request.server.database.db, token);
  if (!user) throw unauthorized(API_MESSAGES.tokenInvalid);
  request.user = user;
}

/** preHandler: as requireUser, and the user must be staff (no token 401, a customer 403). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.user?.isAdmin) throw forbidden(API_MESSAGES.staffOnly);
}

/** The authenticated user of a request behind requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
