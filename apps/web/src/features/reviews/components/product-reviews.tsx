import { CHECKOUT_LABELS, REVIEW_TEXTS } from '@shop/shared';
import { type RefObject, useContext, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { productReviewsQueryOptions, useProductReviews } from '../../../api/reviews/get-product-reviews';
import { ErrorMessage } from '../../../components/status-message';
import type { PageDataLoader } from '../../../lib/page-data';
import { PageHeadContext } from '../../../lib/page-head';
import { REVIEWS_SECTION_ID } from '../../../lib/reviews-section';
import { reviewsPageOf } from '../reviews-page-number';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import { ReviewsPaging } from './reviews-paging';
import { WriteReviewLink } from './write-review-link';

const HEADING_ID = `${REVIEWS_SECTION_ID}-heading`;

/**
 * The page of reviews the URL names, put in the cache before the server renders the product
 * page. It does not wait for the product: both are asked at once, so the reviews add no
 * round trip to the page's first byte (the related products, which need the product, take longer).
 */
export const loadProductReviews: PageDataLoader = async ({ queryClient, params, url }) => {
  const productId = Number(params.productId);
  if (!Number.isSafeInteger(productId) || productId < 1) return;
  await queryClient.prefetchQuery(productReviewsQueryOptions(productId, reviewsPageOf(url.searchParams)));
};

/**
 * "Customer reviews" under a product (decision 0064): the average and the spread of stars, the
 * newest published reviews ten a page, paged by plain links, and the way to write one.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const [search] = useSearchParams();
  const page = reviewsPageOf(search);
  const query = useProductReviews(productId, page);
  const sectionRef = useRef<HTMLElement>(null);
  useScrollToReviewsOnNewPage(page, sectionRef);
  // On the server: the first page's reviews go into the JSON-LD (document-head.ts).
  const serverHead = useContext(PageHeadContext);
  if (serverHead && query.data && page === 1) serverHead.reviews = query.data.reviews;

  return (
    <section
      ref={sectionRef}
      id={REVIEWS_SECTION_ID}
      aria-labelledby={HEADING_ID}
      className="mt-10 flex scroll-mt-24 flex-col gap-4"
      data-testid="product-reviews"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-xl font-bold">
          {REVIEW_TEXTS.sectionTitle}
        </h2>
        <WriteReviewLink productId={productId} />
      </div>
      {query.isPending && (
        <p role="status" className="text-slate-600">
          {CHECKOUT_LABELS.loading}
        </p>
      )}
      {query.isError && <ErrorMessage text={REVIEW_TEXTS.reviewsFailed} onRetry={() => query.refetch()} />}
      {query.data && query.data.total === 0 && <p className="text-slate-700">{REVIEW_TEXTS.noReviews}</p>}
      {query.data && query.data.total > 0 && (
        <>
          <ReviewSummary summary={query.data.summary} />
          <ul aria-labelledby={HEADING_ID} aria-busy={query.isPlaceholderData} data-testid="review-list">
            {query.data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          <ReviewsPaging
            page={query.data.page}
            pages={Math.ceil(query.data.total / Math.max(1, query.data.limit))}
            sectionId={REVIEWS_SECTION_ID}
          />
        </>
      )}
    </section>
  );
}

/** A page link followed in the browser opens the new page at the reviews' heading, not wherever the link was. */
function useScrollToReviewsOnNewPage(page: number, sectionRef: RefObject<HTMLElement | null>) {
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page, sectionRef]);
}
