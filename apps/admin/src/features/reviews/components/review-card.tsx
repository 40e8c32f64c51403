import { type AdminReview, REVIEW_ADMIN_TEXTS } from '@shop/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { ReviewActions } from './review-actions';
import { ReviewStars } from './review-stars';

const texts = REVIEW_ADMIN_TEXTS;
const linkClass = 'font-medium text-blue-700 hover:underline';
/** Buyers' words are shown as typed: line breaks kept, long words broken so a phone never scrolls sideways. */
const writtenTextClass = 'whitespace-pre-wrap [overflow-wrap:anywhere]';

const STATUS_CLASS: Record<AdminReview['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
  rejected: 'bg-slate-200 text-slate-800',
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * One review as staff read it (decision 0064): its product, stars, title and text, who wrote it
 * and from which order, when, its status, why it was rejected, the shop's answer, and the
 * actions it allows. Every text a buyer or staff member wrote is a React text node, never markup.
 */
export function ReviewCard({ review }: { review: AdminReview }) {
  const titleId = `review-${review.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`review-${review.id}`}
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">
          <Link to={paths.editProduct(review.product.id)} className={linkClass}>
            {review.product.name}
          </Link>
        </h2>
        <span
          data-testid="review-status"
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[review.status]}`}
        >
          {texts.statuses[review.status]}
        </span>
      </header>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <ReviewStars rating={review.rating} />
        <span className="text-xs text-green-800">{texts.verifiedBuyer}</span>
      </div>
      {review.title ? (
        <p data-testid="review-title" className={`font-semibold text-slate-900 ${writtenTextClass}`}>
          {review.title}
        </p>
      ) : null}
      {review.text ? (
        <p data-testid="review-text" className={`text-sm text-slate-800 ${writtenTextClass}`}>
          {review.text}
        </p>
      ) : (
        <p className="text-sm text-slate-500">{texts.noText}</p>
      )}
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term={texts.author}>{review.author}</Detail>
        <Detail term={texts.email}>{review.authorEmail ?? texts.accountErased}</Detail>
        {review.variant ? <Detail term={texts.variant}>{review.variant}</Detail> : null}
        {review.orderNumber ? (
          <Detail term={texts.order}>
            {review.orderId ? (
              <Link to={paths.order(review.orderId)} className={linkClass}>
                {review.orderNumber}
              </Link>
            ) : (
              review.orderNumber
            )}
          </Detail>
        ) : null}
        <Detail term={texts.written}>{formatDateTime(review.createdAt)}</Detail>
        {review.updatedAt !== review.createdAt ? (
          <Detail term={texts.updated}>{formatDateTime(review.updatedAt)}</Detail>
        ) : null}
        {review.publishedAt ? (
          <Detail term={texts.publishedAt}>{formatDateTime(review.publishedAt)}</Detail>
        ) : null}
        {review.moderatedBy ? <Detail term={texts.moderatedBy}>{review.moderatedBy}</Detail> : null}
      </dl>
      {review.rejectionReason ? (
        <div
          data-testid="review-rejection"
          className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
        >
          <p className="text-xs font-medium text-slate-600">{texts.rejectionReason}</p>
          <p className={writtenTextClass}>{review.rejectionReason}</p>
        </div>
      ) : null}
      {review.answer ? (
        <section
          aria-label={texts.shopAnswer}
          data-testid="review-answer"
          className="rounded-md border-l-4 border-slate-300 bg-slate-50 p-3 text-sm"
        >
          <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
            <span className="font-medium">{texts.shopAnswer}</span>
            <span>{texts.answeredAt(formatDateTime(review.answer.answeredAt))}</span>
          </p>
          <p className={writtenTextClass}>{review.answer.text}</p>
        </section>
      ) : null}
      <ReviewActions review={review} />
    </article>
  );
}
