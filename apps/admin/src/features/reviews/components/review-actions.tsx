import { type AdminReview, REVIEW_ADMIN_TEXTS } from '@shop/shared';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useAnswerReview } from '../../../api/reviews/answer-review';
import { usePublishReview } from '../../../api/reviews/publish-review';
import { useRejectReview } from '../../../api/reviews/reject-review';
import { Button } from '../../../components/ui/button';
import { AnswerReviewForm } from './answer-review-form';
import { RejectReviewDialog } from './reject-review-dialog';

/** The server's word on a done action ("The review is published"), as a toast. */
const sayDone = (answer: { message: string }) => toast.success(answer.message);

/**
 * What staff may do with a review now (decision 0064): publish a pending or rejected one,
 * reject a pending or published one (with a reason, in a dialog), and answer it once, in any
 * state, as the server allows: an answer to a rejected review shows if it is published later.
 */
export function ReviewActions({ review }: { review: AdminReview }) {
  const publish = usePublishReview();
  const reject = useRejectReview();
  const answer = useAnswerReview();
  const [rejecting, setRejecting] = useState(false);
  const [answering, setAnswering] = useState(false);
  const busy = publish.isPending || reject.isPending || answer.isPending;
  const canPublish = review.status !== 'published';
  const canReject = review.status !== 'rejected';
  const canAnswer = review.answer === null;

  function rejectWith(reason: string) {
    // A refusal is the failure policy's toast, which the modal dialog would cover: it closes.
    reject.mutate(
      { id: review.id, body: { reason } },
      { onSuccess: sayDone, onSettled: () => setRejecting(false) },
    );
  }

  function answerWith(text: string) {
    answer.mutate({ id: review.id, body: { text } }, { onSuccess: sayDone });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {canPublish ? (
          <Button disabled={busy} onClick={() => publish.mutate(review.id, { onSuccess: sayDone })}>
            {REVIEW_ADMIN_TEXTS.publish}
          </Button>
        ) : null}
        {canReject ? (
          <Button variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
            {REVIEW_ADMIN_TEXTS.reject}
          </Button>
        ) : null}
        {canAnswer && !answering ? (
          <Button
            variant="secondary"
            disabled={busy}
            aria-expanded={false}
            onClick={() => setAnswering(true)}
          >
            {REVIEW_ADMIN_TEXTS.answer}
          </Button>
        ) : null}
      </div>
      {canAnswer && answering ? (
        <AnswerReviewForm busy={busy} onAnswer={answerWith} onCancel={() => setAnswering(false)} />
      ) : null}
      <RejectReviewDialog
        open={rejecting}
        busy={busy}
        onReject={rejectWith}
        onCancel={() => setRejecting(false)}
      />
    </div>
  );
}
