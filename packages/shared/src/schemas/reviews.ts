/**
 * The contract of reviews by buyers (decision 0064). Only an account with a Delivered order of
 * the product may review it, once (an edit replaces the review and sends it back to staff).
 *
 * Anyone:
 *   GET  /api/product/:id/reviews?page=                 -> productReviewsResponseSchema (published, newest first)
 * A shopper (session cookie), or the holder of a review link's token (no session needed):
 *   GET  /api/product/:id/reviews/mine                  -> reviewEligibilityResponseSchema (401 without a session)
 *   GET  /api/review-links/:token                       -> reviewEligibilityResponseSchema; 404/410 + REVIEW_MESSAGES
 *   POST /api/product/:id/reviews       writeReviewBodySchema -> ownReviewResponseSchema (201); 403 onlyBuyers, 409 alreadyReviewed, 429
 *   PUT  /api/product/:id/reviews/mine  writeReviewBodySchema -> ownReviewResponseSchema (back to pending); 404 noReviewYet
 * Staff (/api/admin, staff bearer token):
 *   GET  /api/admin/reviews?status=&page=               -> adminReviewListResponseSchema (with the count of each status)
 *   POST /api/admin/reviews/:id/publish                 -> adminReviewResponseSchema; 409 cannotPublish
 *   POST /api/admin/reviews/:id/reject  rejectReviewBodySchema -> adminReviewResponseSchema; 409 cannotReject
 *   POST /api/admin/reviews/:id/answer  answerReviewBodySchema -> adminReviewResponseSchema; 409 alreadyAnswered
 */
import { z } from 'zod';
import {
  REVIEW_ANSWER_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REJECTION_MAX,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
} from '../review-rules';
import { REVIEW_MESSAGES } from '../review-texts';
import { hasNoInvisibleCharacter, isOneLine, isTextWithLines } from '../text';

const pageText = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1'));

export const reviewsPageQuerySchema = z.strictObject({ page: pageText.optional() });

/** POST and PUT: the stars, an optional title and text; `token` when written through a review link. */
export const writeReviewBodySchema = z.strictObject({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.ratingRequired)
    .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.ratingRequired),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleTooLong)
    .refine(isOneLine, REVIEW_MESSAGES.titleUnreadable)
    .refine(hasNoInvisibleCharacter, REVIEW_MESSAGES.titleUnreadable)
    .default(''),
  text: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong)
    .refine(isTextWithLines, REVIEW_MESSAGES.textUnreadable)
    .default(''),
  token: z.string().min(1).max(200).optional(),
});
export type WriteReviewBody = z.input<typeof writeReviewBodySchema>;

const answerSchema = z.object({ text: z.string(), answeredAt: z.string() });

/** A published review as anyone reads it. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** "Abena A.", or "A buyer". */
  author: z.string(),
  /** The variant bought ("256GB, Blue"), or empty. */
  variant: z.string(),
  /** Always true: only buyers review (the page says "Verified buyer"). */
  verifiedBuyer: z.literal(true),
  publishedAt: z.string(),
  answer: answerSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The product's published reviews in figures: the average (one decimal), the count, the stars' spread. */
export const reviewSummarySchema = z.object({
  rating: z.number().nullable(),
  reviews: z.number().int(),
  /** Five rows, 5 stars first. */
  spread: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsResponseSchema = z.object({
  success: z.literal(true),
  summary: reviewSummarySchema,
  reviews: z.array(reviewSchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** Published reviews in all (the summary's count). */
  total: z.number().int(),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;

/** The author's own review, in whatever state. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  variant: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rejectionReason: z.string().nullable(),
  answer: answerSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const ownReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: ownReviewSchema,
});

/** Whether this account (or the link's) may review the product, and its review when it wrote one. */
export const reviewEligibilityResponseSchema = z.object({
  success: z.literal(true),
  product: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
  canReview: z.boolean(),
  /** Why not (REVIEW_MESSAGES.onlyBuyers), when it cannot. */
  reason: z.string().optional(),
  /** The variant bought, shown on the form and kept with the review. */
  variant: z.string(),
  review: ownReviewSchema.nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilityResponseSchema>;

export const adminReviewsQuerySchema = z.strictObject({
  status: z.enum(REVIEW_STATUSES).optional(),
  page: pageText.optional(),
});

/** A review as staff read it: every state, its author and order, who moderated and answered it. */
export const adminReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  /** Null once the account is erased. */
  authorEmail: z.string().nullable(),
  variant: z.string(),
  product: z.object({ id: z.number().int(), name: z.string() }),
  orderId: z.string().nullable(),
  /** KTG-1042. */
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The staff member's e-mail who last published or rejected it. */
  moderatedBy: z.string().nullable(),
  answer: answerSchema.nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(adminReviewSchema),
  counts: z.object({ pending: z.number().int(), published: z.number().int(), rejected: z.number().int() }),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponseSchema>;

export const adminReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: adminReviewSchema,
});

export const rejectReviewBodySchema = z.strictObject({
  reason: z
    .string({ error: REVIEW_MESSAGES.rejectionReasonRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.rejectionReasonRequired)
    .max(REVIEW_REJECTION_MAX, REVIEW_MESSAGES.rejectionReasonTooLong)
    .refine(isTextWithLines, REVIEW_MESSAGES.textUnreadable),
});

export const answerReviewBodySchema = z.strictObject({
  text: z
    .string({ error: REVIEW_MESSAGES.answerRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.answerRequired)
    .max(REVIEW_ANSWER_MAX, REVIEW_MESSAGES.textTooLong)
    .refine(isTextWithLines, REVIEW_MESSAGES.textUnreadable),
});
