import { FORM_LABELS, NEWSLETTER_CONFIRMATION_DELAY_MS, NEWSLETTER_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useSubscribeNewsletter } from '../../../api/newsletter/subscribe-newsletter';
import { isValidEmail } from '../is-valid-email';

/** The newsletter box of the home page and the footer (docs/product.md#departures, departure 5). */
export function NewsletterForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      toast.error(NEWSLETTER_MESSAGES.invalidEmail);
      return;
    }
    const submittedAt = Date.now();
    subscribe.mutate(email.trim(), {
      onSuccess: () => {
        setEmail('');
        // The thanks come 1 s after Enter (docs/product/storefront.md#newsletter), however fast the address was stored.
        const wait = Math.max(0, NEWSLETTER_CONFIRMATION_DELAY_MS - (Date.now() - submittedAt));
        setTimeout(() => toast.success(NEWSLETTER_MESSAGES.subscribed), wait);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 400
            ? NEWSLETTER_MESSAGES.invalidEmail
            : error.message,
        ),
    });
  };

  return (
    // noValidate: the shop's own check and toast speak for every browser alike.
    // The footer's column is too narrow for the address and the button side by side: stacked there.
    <form
      onSubmit={onSubmit}
      noValidate
      className={`flex w-full max-w-md min-w-0 flex-col gap-2 ${tone === 'dark' ? '' : 'sm:flex-row'}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {FORM_LABELS.email}
      </label>
      <input
        id={inputId}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={FORM_LABELS.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={`min-h-11 min-w-0 flex-1 rounded-md border px-3 ${tone === 'dark' ? 'border-slate-600 bg-slate-800 text-white placeholder:text-slate-400' : 'border-slate-300 bg-white'}`}
      />
      <button
        type="submit"
        disabled={subscribe.isPending}
        className="min-h-11 shrink-0 rounded-md bg-amber-400 px-5 font-semibold text-slate-900 hover:bg-amber-300 disabled:opacity-60"
      >
        {subscribe.isPending ? FORM_LABELS.subscribing : FORM_LABELS.subscribe}
      </button>
    </form>
  );
}
