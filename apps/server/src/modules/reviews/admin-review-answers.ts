import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewListResponse,
  formatOrderNumber,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@shop/shared';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { isoOrNull, pagingOf } from '../../db/query-helpers';
import { orders, productReviews, products, users } from '../../db/schema';

const author = alias(users, 'review_author');
const moderator = alias(users, 'review_moderator');

/** A review with what staff read beside it: its product, its author's address, its order, its moderator. */
function selectReviewsForStaff(db: Executor) {
  return db
    .select({
      review: productReviews,
      productName: products.name,
      authorEmail: author.email,
      orderNumber: orders.number,
      moderatorEmail: moderator.email,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(author, eq(author.id, productReviews.userId))
    .leftJoin(orders, eq(orders.id, productReviews.orderId))
    .leftJoin(moderator, eq(moderator.id, productReviews.moderatedBy));
}

type StaffReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviewsForStaff>['where']>>[number];

function toAdminReview(row: StaffReviewRow): AdminReview {
  const { review } = row;
  return {
    id: review.id,
    status: review.status,
    rating: review.rating,
    title: review.title,
    text: review.body,
    author: review.authorName,
    authorEmail: review.userId === null ? null : (row.authorEmail ?? null),
    variant: review.variantLabel,
    product: { id: review.productId, name: row.productName },
    orderId: review.orderId,
    orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber),
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    publishedAt: isoOrNull(review.publishedAt),
    rejectionReason: review.rejectionReason,
    moderatedBy: row.moderatorEmail ?? null,
    answer:
      review.answer !== null && review.answeredAt !== null
        ? { text: review.answer, answeredAt: review.answeredAt.toISOString() }
        : null,
  };
}

/** One review as staff read it, or undefined. */
export async function readReviewForStaff(db: Executor, id: number): Promise<AdminReview | undefined> {
  const [row] = await selectReviewsForStaff(db).where(eq(productReviews.id, id));
  return row ? toAdminReview(row) : undefined;
}

/**
 * Staff's queue (decision 0064): pending first, oldest first, as they wait longest; published
 * and rejected newest first. One status when asked, all three otherwise; with each status's count.
 */
export async function readReviewQueue(
  db: Executor,
  status: ReviewStatus | undefined,
  page: number | undefined,
): Promise<Omit<AdminReviewListResponse, 'success'>> {
  const paging = pagingOf({ page, limit: ADMIN_REVIEWS_PAGE_SIZE });
  const countRows = await db
    .select({ status: productReviews.status, count: count() })
    .from(productReviews)
    .groupBy(productReviews.status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((name) => [name, 0])) as Record<ReviewStatus, number>;
  for (const row of countRows) counts[row.status] = Number(row.count);

  const pendingFirst: SQL[] = [
    sql`case when ${productReviews.status} = 'pending' then 0 else 1 end`,
    sql`case when ${productReviews.status} = 'pending' then ${productReviews.updatedAt} end asc`,
    desc(productReviews.updatedAt),
    desc(productReviews.id),
  ];
  const order =
    status === undefined
      ? pendingFirst
      : status === 'pending'
        ? [asc(productReviews.updatedAt), asc(productReviews.id)]
        : [desc(productReviews.updatedAt), desc(productReviews.id)];
  const query = selectReviewsForStaff(db);
  const rows = await (status === undefined
    ? query.where(undefined)
    : query.where(eq(productReviews.status, status))
  )
    .orderBy(...order)
    .limit(paging.limit)
    .offset(paging.offset);
  const total = status === undefined ? counts.pending + counts.published + counts.rejected : counts[status];
  return { reviews: rows.map(toAdminReview), counts, page: paging.page, limit: paging.limit, total };
}
