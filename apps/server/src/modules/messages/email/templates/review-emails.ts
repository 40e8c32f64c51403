import { REVIEW_MAIL_TEXTS, SECRET_MASK } from '@shop/shared';
import { reviewPagePath } from '@shop/shared/storefront-paths';
import { button, compose, type MailContext, type MailMessage, paragraph } from './layout';

const PRODUCT_PAGE_PATH = (productId: number) => `/singleProducts/${productId}`;
const ADMIN_REVIEWS_PATH = '/admin/reviews';

/** What a review's messages say of it. */
export interface ReviewMessageFacts {
  id: number;
  product: { id: number; name: string };
  rating: number;
  title: string;
  text: string;
  status: 'pending' | 'published' | 'rejected';
  rejectionReason: string | null;
}

/** The order and product a buyer is asked to review, and whom to ask. */
export interface ReviewAsk {
  product: { id: number; name: string };
  orderNumber: string;
  firstName: string;
  email: string;
}

/**
 * Asks a buyer for a review of one product of a delivered order (decision 0064). The link's
 * token is the message's secret: the words staff read in the Outbox hold the mask where it
 * goes (decision 0041), the buyer's mailbox gets the working link.
 */
export function reviewRequestMail(context: MailContext, ask: ReviewAsk, token: string): MailMessage {
  const texts = REVIEW_MAIL_TEXTS.ask;
  const message = compose(context, {
    kind: 'review-request',
    to: ask.email,
    subject: texts.subject(ask.product.name),
    heading: texts.heading(ask.firstName),
    parts: [
      paragraph(texts.intro(ask.product.name, ask.orderNumber)),
      paragraph(texts.howLong),
      button(texts.button(ask.product.name), context.origin + reviewPagePath(ask.product.id, SECRET_MASK)),
      paragraph(texts.validity),
    ],
  });
  return { ...message, secret: encodeURIComponent(token) };
}

/**
 * To the author when staff publish or reject their review: where to read it, or why it was not
 * published and where to edit it. Undefined for a pending review, which the author sent.
 */
export function reviewModeratedMail(
  context: MailContext,
  review: ReviewMessageFacts,
  to: string,
): MailMessage | undefined {
  const name = review.product.name;
  if (review.status === 'published') {
    const texts = REVIEW_MAIL_TEXTS.published;
    return compose(context, {
      kind: 'review-published',
      to,
      subject: texts.subject(name),
      heading: texts.heading,
      parts: [
        paragraph(texts.intro(name)),
        button(texts.view, context.origin + PRODUCT_PAGE_PATH(review.product.id)),
      ],
    });
  }
  if (review.status === 'rejected') {
    const texts = REVIEW_MAIL_TEXTS.rejected;
    return compose(context, {
      kind: 'review-rejected',
      to,
      subject: texts.subject(name),
      heading: texts.heading,
      parts: [
        paragraph(texts.intro(name)),
        ...(review.rejectionReason ? [paragraph(texts.reason(review.rejectionReason))] : []),
        paragraph(texts.edit),
        button(texts.editButton, context.origin + reviewPagePath(review.product.id)),
      ],
    });
  }
  return undefined;
}

/** To each staff address, when a buyer writes or edits a review: it waits in the queue. */
export function staffReviewToRead(
  context: MailContext,
  review: ReviewMessageFacts,
  author: { name: string; email: string | null },
  to: string,
): MailMessage {
  const texts = REVIEW_MAIL_TEXTS.staffNewReview;
  return compose(context, {
    kind: 'staff-review-to-read',
    to,
    subject: texts.subject(review.product.name, review.rating),
    heading: texts.heading(review.product.name),
    parts: [
      paragraph(author.email ? texts.author(author.name, author.email) : author.name),
      paragraph(texts.rating(review.rating)),
      ...(review.title ? [paragraph(texts.title(review.title))] : []),
      ...(review.text ? [paragraph(texts.text(review.text))] : []),
      button(texts.open, context.origin + ADMIN_REVIEWS_PATH),
    ],
  });
}
