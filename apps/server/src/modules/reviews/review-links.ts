import { randomBytes } from 'node:crypto';
import { REVIEW_LINK_DAYS, REVIEW_MESSAGES } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviewRequests } from '../../db/schema';
import { hashToken } from '../../plugins/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a review link's token stands for, once read. */
export interface ReviewLink {
  requestId: number;
  orderId: string;
  productId: number;
  userId: string;
}

export type ReviewLinkReading =
  | { ok: true; link: ReviewLink }
  | { ok: false; status: 404 | 410; message: string };

/**
 * Writes the request of one delivered order's product and answers its link's token (32
 * random bytes, base64url; only the SHA-256 is kept), or undefined when that order and
 * product were asked already: of two instances asking at once, one writes and sends.
 */
export async function createReviewLink(
  db: Executor,
  request: { orderId: string; productId: number; userId: string },
  now: Date,
): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const written = await db
    .insert(reviewRequests)
    .values({
      ...request,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS),
      createdAt: now,
    })
    .onConflictDoNothing({ target: [reviewRequests.orderId, reviewRequests.productId] })
    .returning({ id: reviewRequests.id });
  return written.length > 0 ? token : undefined;
}

/** Reads a token: unknown (404), used or expired (410), or what it stands for. */
export async function readReviewLink(db: Executor, token: string, now: Date): Promise<ReviewLinkReading> {
  if (token.length === 0 || token.length > 200) {
    return { ok: false, status: 404, message: REVIEW_MESSAGES.linkNotFound };
  }
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, status: 404, message: REVIEW_MESSAGES.linkNotFound };
  if (row.usedAt) return { ok: false, status: 410, message: REVIEW_MESSAGES.linkUsed };
  if (row.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, status: 410, message: REVIEW_MESSAGES.linkExpired };
  }
  return {
    ok: true,
    link: { requestId: row.id, orderId: row.orderId, productId: row.productId, userId: row.userId },
  };
}

/**
 * Spends a link, in the transaction that writes its review: true when this call spent it, false
 * when another (a second tab, a double tap) did first, whose transaction then wins alone.
 */
export async function spendReviewLink(db: Executor, requestId: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(reviewRequests)
    .set({ usedAt: now })
    .where(and(eq(reviewRequests.id, requestId), isNull(reviewRequests.usedAt)))
    .returning({ id: reviewRequests.id });
  return spent.length > 0;
}
