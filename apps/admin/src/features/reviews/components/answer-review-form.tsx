import { answerReviewBodySchema, REVIEW_ADMIN_TEXTS, REVIEW_ANSWER_MAX } from '@shop/shared';
import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';

interface AnswerReviewFormProps {
  busy: boolean;
  onAnswer: (text: string) => void;
  onCancel: () => void;
}

/**
 * The shop's one answer to a review: a box and its button, checked with the contract's schema
 * before it is sent. The card drops it once the review is answered.
 */
export function AnswerReviewForm({ busy, onAnswer, onCancel }: AnswerReviewFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = answerReviewBodySchema.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    onAnswer(checked.data.text);
  }

  return (
    <form
      noValidate
      aria-label={REVIEW_ADMIN_TEXTS.answer}
      onSubmit={submit}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <TextAreaField
        label={REVIEW_ADMIN_TEXTS.answerLabel}
        value={text}
        maxLength={REVIEW_ANSWER_MAX}
        error={error}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {REVIEW_ADMIN_TEXTS.sendAnswer}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {ADMIN_DIALOG_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
