import { REVIEW_ADMIN_TEXTS, REVIEW_STATUSES, type ReviewStatus } from '@shop/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useReviews } from '../../../api/reviews/get-reviews';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { ReviewCard } from './review-card';
import { ReviewStatusTabs } from './review-status-tabs';

const PANEL_ID = 'review-status-panel';

const isStatus = (value: string | null): value is ReviewStatus =>
  REVIEW_STATUSES.some((status) => status === value);

/**
 * The Reviews page (decision 0064): buyers' reviews in three tabs, Pending first, each with its
 * count; each review a card with what staff may do with it. The tab and page live in the
 * address, so a reload or Back keeps them.
 */
export default function ReviewsPage() {
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status: ReviewStatus = isStatus(statusParam) ? statusParam : 'pending';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const reviews = useReviews({ status, page });
  const show = (next: { status: ReviewStatus; page: number }) =>
    setSearch({ status: next.status, page: String(next.page) });

  let panel: ReactNode;
  if (reviews.isPending) panel = <Loading />;
  else if (reviews.isError) panel = <LoadError message={failureMessage(reviews.error)} />;
  else if (reviews.data.reviews.length === 0) panel = <Empty message={REVIEW_ADMIN_TEXTS.empty[status]} />;
  else {
    const { limit, total } = reviews.data;
    panel = (
      <>
        <ul className="space-y-3">
          {reviews.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        {total > limit ? (
          <Pager
            page={reviews.data.page}
            limit={limit}
            total={total}
            onPage={(next) => show({ status, page: next })}
          />
        ) : null}
      </>
    );
  }

  return (
    <div>
      <PageHeader title={REVIEW_ADMIN_TEXTS.page} />
      <ReviewStatusTabs
        status={status}
        counts={reviews.data?.counts}
        panelId={PANEL_ID}
        onChoose={(next) => show({ status: next, page: 1 })}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`review-status-${status}`}>
        {panel}
      </div>
    </div>
  );
}
