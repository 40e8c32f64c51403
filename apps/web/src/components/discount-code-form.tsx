import {
  ACCOUNT_MESSAGES,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_MESSAGES,
  DISCOUNT_TEXTS,
  type DiscountSummary,
  normaliseDiscountCode,
} from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';

/**
 * What a failed apply or remove says: the server's own reason (an unknown or ended code, too
 * many wrong ones), or a plain failure when no answer came. A 401 says nothing here: the
 * session policy takes the shopper to the login.
 */
export function discountCodeFailure(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.status === 401 ? null : error.message;
  return ACCOUNT_MESSAGES.genericError;
}

/** The same checks as the server's, before a request: an empty box or a code of the wrong shape. */
function localProblem(typed: string): string | null {
  const code = normaliseDiscountCode(typed);
  if (!code) return DISCOUNT_MESSAGES.codeRequired;
  if (!DISCOUNT_CODE_PATTERN.test(code)) return DISCOUNT_MESSAGES.codeFormat;
  return null;
}

interface DiscountCodeFormProps {
  /** The cart's discount: with a code, it shows as applied with Remove. */
  discount: DiscountSummary | null | undefined;
  onApply: (code: string) => void;
  onRemove: () => void;
  applying: boolean;
  removing: boolean;
  /** The last apply's or remove's error, shown under the box until the next try. */
  failure: unknown;
  /**
   * On /order the box sits inside the checkout's form, and forms do not nest: it is then a
   * group whose Enter applies the code instead of submitting the order.
   */
  insideForm?: boolean;
}

/**
 * The discount code box of the cart and the checkout (decision 0062): "Discount code", Apply,
 * and the server's reason inline when it refuses; once a code is on the cart, "Code X applied."
 * with Remove. One code per order: another code is applied after removing this one.
 */
export function DiscountCodeForm({
  discount,
  onApply,
  onRemove,
  applying,
  removing,
  failure,
  insideForm = false,
}: DiscountCodeFormProps) {
  const inputId = useId();
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? discountCodeFailure(failure);

  const apply = () => {
    if (applying) return;
    const found = localProblem(typed);
    setProblem(found);
    if (!found) onApply(normaliseDiscountCode(typed));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!insideForm || event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  const appliedCode = discount?.code;
  const errorText = message && (
    <p id={messageId} role="alert" data-testid="discount-code-error" className="text-sm text-red-800">
      {message}
    </p>
  );

  if (appliedCode) {
    return (
      <div className="flex flex-col gap-1" data-testid="discount-code-form">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm font-medium text-green-800">
            {DISCOUNT_TEXTS.applied(appliedCode)}
          </p>
          <button
            type="button"
            onClick={() => {
              setProblem(null);
              onRemove();
            }}
            disabled={removing}
            className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 disabled:opacity-60"
          >
            {DISCOUNT_TEXTS.remove}
          </button>
        </div>
        {errorText}
      </div>
    );
  }

  const fields = (
    <>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {DISCOUNT_TEXTS.codeLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="discountCode"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={DISCOUNT_TEXTS.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 px-3 uppercase"
        />
        <button
          type={insideForm ? 'button' : 'submit'}
          onClick={insideForm ? apply : undefined}
          disabled={applying}
          className="min-h-11 rounded-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700 disabled:bg-slate-400"
        >
          {applying ? DISCOUNT_TEXTS.applying : DISCOUNT_TEXTS.apply}
        </button>
      </div>
      {errorText}
    </>
  );
  return insideForm ? (
    <div className="flex flex-col gap-1" data-testid="discount-code-form">
      {fields}
    </div>
  ) : (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" data-testid="discount-code-form">
      {fields}
    </form>
  );
}
