import { REVIEW_MESSAGES } from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, requireUser, sessionUserIfAny } from '../../plugins/auth';
import { forbidden, HttpError } from '../../plugins/errors';
import { type ReviewLink, readReviewLink } from './review-links';

/** Who writes a review: the session's account, or a review link's (then spent with the review). */
export interface ReviewAuthor {
  userId: string;
  link?: ReviewLink;
}

/**
 * What a review link's token stands for: unknown 404, used or expired 410; 403 when a session
 * of another account is present (the shopper signed in as someone else should not write as
 * the link's account in that browser), or when `productId` is given and the link is for another.
 */
export async function readLinkFor(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  productId?: number,
): Promise<ReviewLink> {
  const app = request.server;
  const reading = await readReviewLink(app.database.db, token, app.clock());
  if (!reading.ok) throw new HttpError(reading.status, reading.message);
  const session = await sessionUserIfAny(request, reply);
  if (session && session.id !== reading.link.userId) throw forbidden(REVIEW_MESSAGES.linkOtherAccount);
  if (productId !== undefined && reading.link.productId !== productId) {
    throw forbidden(REVIEW_MESSAGES.linkOtherProduct);
  }
  return reading.link;
}

/** The author of a write: the link's account with a token, else the session's (401 without one). */
export async function authorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
  productId: number,
): Promise<ReviewAuthor> {
  if (token === undefined) {
    await requireUser(request, reply);
    return { userId: currentUser(request).id };
  }
  const link = await readLinkFor(request, reply, token, productId);
  return { userId: link.userId, link };
}
