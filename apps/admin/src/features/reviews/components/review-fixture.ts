import type { AdminReview, AdminReviewListResponse } from '@shop/shared';

/**
 * A review as GET /api/admin/reviews answers it, for the component tests: Ama's pending four
 * stars for the Tecno Spark 20 she bought in order KTG-1042.
 */
export function adminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 7,
    status: 'pending',
    rating: 4,
    title: 'Great battery',
    text: 'Lasts two days.\nThe camera is fine in daylight.',
    author: 'Ama M.',
    authorEmail: 'ama@example.com',
    variant: '128GB, Black',
    product: { id: 42, name: 'Tecno Spark 20' },
    orderId: 'order-1042',
    orderNumber: 'KTG-1042',
    createdAt: '2026-11-25T09:30:00.000Z',
    updatedAt: '2026-11-25T09:30:00.000Z',
    publishedAt: null,
    rejectionReason: null,
    moderatedBy: null,
    answer: null,
    ...overrides,
  };
}

/** One page of a tab, with the counts every tab shows. */
export function reviewList(
  reviews: AdminReview[],
  { counts = { pending: 2, published: 5, rejected: 1 }, page = 1, total = reviews.length } = {},
): AdminReviewListResponse {
  return { success: true, reviews, counts, page, limit: 20, total };
}
