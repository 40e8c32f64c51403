import {
  CATALOGUE_MESSAGES,
  CHECKOUT_LABELS,
  ORDER_MESSAGES,
  type OwnReview,
  REVIEW_MESSAGES,
  REVIEW_TEXTS,
  type ReviewEligibility,
} from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useReviewEligibility } from '../../../api/reviews/get-review-eligibility';
import { isSessionExpired } from '../../../api/session-expiry';
import { ErrorMessage } from '../../../components/status-message';
import { paths } from '../../../lib/paths';
import { rememberReturnAfterLogin } from '../../../lib/return-after-login';
import { useAuthToken } from '../../../lib/use-auth-token';
import { usePageMeta } from '../../../lib/use-page-meta';
import { OwnReviewState } from '../components/own-review-state';
import { WriteReviewForm } from '../components/write-review-form';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-blue-700 hover:underline';
const noticeClass = 'rounded-md bg-amber-50 p-4 text-amber-950';

/**
 * /review/:productId (decision 0064): a buyer writes or edits their review of the product. A
 * signed-in account is asked what it may write; the link of the review e-mail (`?token=`)
 * opens the form without signing in. Anyone else is asked to log in and comes back here.
 */
export default function ReviewPage() {
  const { productId: productIdText = '' } = useParams();
  const [search] = useSearchParams();
  const linkToken = search.get('token') || null;
  const signedIn = Boolean(useAuthToken());
  const productId = /^\d{1,12}$/.test(productIdText) ? Number(productIdText) : null;
  const eligibility = useReviewEligibility({
    productId: productId ?? 0,
    linkToken,
    enabled: productId !== null && (signedIn || linkToken !== null),
    loginNeeded: linkToken === null,
  });
  usePageMeta(
    eligibility.data ? REVIEW_TEXTS.formTitle(eligibility.data.product.name) : REVIEW_TEXTS.writeReview,
    REVIEW_TEXTS.pageDescription,
  );

  let content: ReactNode;
  if (productId === null) content = <p className={noticeClass}>{CATALOGUE_MESSAGES.productNotFound}</p>;
  else if (!signedIn && !linkToken) content = <SignInToReview />;
  else if (eligibility.isPending) {
    content = (
      <p role="status" className="py-12 text-center text-slate-600">
        {CHECKOUT_LABELS.loading}
      </p>
    );
  } else if (eligibility.isError) {
    const { error } = eligibility;
    if (isSessionExpired(error)) content = null;
    // A link not found, spent or expired, or another account's: the server's own words.
    else if (error instanceof ApiError && error.status < 500) {
      content = (
        <p role="alert" className={noticeClass} data-testid="review-refusal">
          {error.message}
        </p>
      );
    } else
      content = <ErrorMessage text={ORDER_MESSAGES.genericError} onRetry={() => eligibility.refetch()} />;
  } else content = <ReviewView eligibility={eligibility.data} linkToken={linkToken} />;

  return (
    <section
      aria-labelledby="review-heading"
      className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8"
    >
      {productId !== null && (
        <Link to={paths.product(productId)} className={`${linkClass} self-start`}>
          {REVIEW_TEXTS.backToProduct}
        </Link>
      )}
      <h1 id="review-heading" className="text-2xl font-bold">
        {eligibility.data ? REVIEW_TEXTS.formTitle(eligibility.data.product.name) : REVIEW_TEXTS.writeReview}
      </h1>
      {content}
    </section>
  );
}

/** Not signed in and no review link: why a login is needed, and the way to it and back here. */
function SignInToReview() {
  const { pathname, search } = useLocation();
  return (
    <div className={`${noticeClass} flex flex-col items-start gap-2`} data-testid="review-sign-in">
      <p>{REVIEW_MESSAGES.signInToReview}</p>
      <Link
        to={paths.login}
        // Logging in comes back to this form (docs/decisions/0049-back-where-you-were-after-login.md).
        onClick={() => rememberReturnAfterLogin({ path: pathname + search })}
        className={linkClass}
      >
        {REVIEW_TEXTS.signInLink}
      </Link>
    </div>
  );
}

interface Sent {
  review: OwnReview;
  edited: boolean;
}

/** The form (or why there is none), the shopper's review as it stands, and once sent what happens next. */
function ReviewView({
  eligibility,
  linkToken,
}: {
  eligibility: ReviewEligibility;
  linkToken: string | null;
}) {
  const [sent, setSent] = useState<Sent | null>(null);
  if (sent) {
    return (
      <>
        <p role="status" className="rounded-md bg-green-50 p-4 text-green-900" data-testid="review-sent">
          {sent.edited ? REVIEW_MESSAGES.edited : REVIEW_MESSAGES.sent}
        </p>
        <OwnReviewState review={sent.review} />
      </>
    );
  }
  const { review } = eligibility;
  if (!eligibility.canReview && !review) {
    return (
      <p role="alert" className={noticeClass} data-testid="review-refusal">
        {eligibility.reason ?? REVIEW_MESSAGES.onlyBuyers}
      </p>
    );
  }
  return (
    <>
      {review && <OwnReviewState review={review} />}
      {review && <h2 className="text-lg font-semibold">{REVIEW_TEXTS.editReview}</h2>}
      <WriteReviewForm
        eligibility={eligibility}
        linkToken={linkToken}
        onSent={(written, edited) => setSent({ review: written, edited })}
      />
    </>
  );
}
