import { REVIEW_MESSAGES, type ReviewEligibility, reviewEligibilityResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { reviewKeys } from './review-keys';

/**
 * Whether this shopper may review the product, and their review when they wrote one: through
 * the review link's token (GET /api/review-links/:token, no session needed) when there is one,
 * else as the signed-in account (GET /api/product/:id/reviews/mine).
 */
export function getReviewEligibility(
  productId: number,
  linkToken: string | null,
  signal?: AbortSignal,
): Promise<ReviewEligibility> {
  const path = linkToken
    ? `/api/review-links/${encodeURIComponent(linkToken)}`
    : `/api/product/${productId}/reviews/mine`;
  return apiRequest<ReviewEligibility>(path, {
    schema: import.meta.env.DEV ? reviewEligibilityResponseSchema : undefined,
    signal,
  });
}

interface EligibilityOptions {
  productId: number;
  linkToken: string | null;
  /** False while nobody can ask: no session and no link. */
  enabled: boolean;
  /**
   * The review form names the login it needs, so an expired session ends there (session-expiry.ts);
   * the product page's quiet look at "Write" or "Edit" names none and leaves the session alone.
   */
  loginNeeded?: boolean;
}

/** Fresh on every visit: a review written in another tab, or a link just spent, shows at once. */
export function useReviewEligibility({ productId, linkToken, enabled, loginNeeded }: EligibilityOptions) {
  return useQuery({
    queryKey: reviewKeys.eligibility(productId, linkToken),
    queryFn: ({ signal }) => getReviewEligibility(productId, linkToken, signal),
    enabled,
    retry: false,
    staleTime: 0,
    meta: loginNeeded ? { loginMessage: REVIEW_MESSAGES.signInToReview } : undefined,
  });
}
