/**
 * The words of the admin site's Reviews page (decision 0064): the queue's tabs, each review as
 * staff read it, and the publish, reject and answer actions. The server's answers and refusals
 * are REVIEW_MESSAGES (review-texts.ts); shoppers' words are REVIEW_TEXTS.
 */
import { REVIEW_RATING_MAX, type ReviewStatus } from './review-rules';

export const REVIEW_ADMIN_TEXTS = {
  page: 'Reviews',
  /** The tabs, pending first: the queue's order. */
  statuses: { pending: 'Pending', published: 'Published', rejected: 'Rejected' } satisfies Record<
    ReviewStatus,
    string
  >,
  empty: {
    pending: 'No reviews wait for a check.',
    published: 'No published reviews yet.',
    rejected: 'No rejected reviews.',
  } satisfies Record<ReviewStatus, string>,
  /** Read aloud for the stars a card shows. */
  starsLabel: (stars: number) => `${stars} of ${REVIEW_RATING_MAX} stars`,
  /** A review of stars only. */
  noText: 'No text: stars only.',
  verifiedBuyer: 'Verified buyer',
  status: 'Status',
  author: 'Author',
  email: 'E-mail',
  /** The author's account was erased, so no address is kept. */
  accountErased: 'Account erased',
  variant: 'Bought',
  order: 'Order',
  written: 'Written',
  updated: 'Last edited',
  publishedAt: 'Published',
  moderatedBy: 'Checked by',
  rejectionReason: 'Why it was rejected',
  shopAnswer: 'The shop’s answer',
  answeredAt: (date: string) => `Answered ${date}`,
  publish: 'Publish',
  reject: 'Reject',
  answer: 'Answer',
  /** The reject dialog. */
  rejectTitle: 'Reject this review',
  rejectionReasonLabel: 'Reason the author reads',
  rejectConfirm: 'Reject the review',
  /** The answer box, shown once: a review is answered only once. */
  answerLabel: 'The shop’s answer, published with the review (only one answer per review)',
  sendAnswer: 'Send the answer',
  /** The menu's badge beside Reviews. */
  pendingAlert: (count: number) => `${count} ${count === 1 ? 'review waits' : 'reviews wait'} for a check`,
} as const;
