import { CONSENT_TEXTS, MARKETING_CHANNELS, type MarketingChannel } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type ReactNode, useId } from 'react';
import { useMarketingConsent } from '../../../api/marketing-consent/get-marketing-consent';
import { useSetMarketingConsent } from '../../../api/marketing-consent/set-marketing-consent';
import { ErrorMessage } from '../../../components/status-message';
import { useAuthToken } from '../../../lib/use-auth-token';

/** The server's reason when it gave one (a 4xx), else the plain "could not be saved". */
const saveFailure = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : CONSENT_TEXTS.saveFailed;

/**
 * /profile's offers and reminders (decision 0065): a box per channel, each change saved at once
 * on its own. A section of its own, apart from "Text me about my orders": order messages are
 * not marketing and always go.
 */
export function MarketingConsentSection() {
  // Signed out, /profile shows the way to log in only.
  if (!useAuthToken()) return null;
  return <MarketingConsentChoices />;
}

function MarketingConsentChoices() {
  const id = useId();
  const consent = useMarketingConsent();
  const change = useSetMarketingConsent();

  const onToggle = (channel: MarketingChannel, granted: boolean) => {
    if (change.isPending) return;
    change.mutate({ [channel]: granted });
  };

  let content: ReactNode;
  if (consent.isPending) {
    content = (
      <p role="status" className="text-sm text-slate-600">
        {CONSENT_TEXTS.loading}
      </p>
    );
  } else if (consent.isError) {
    content = <ErrorMessage text={CONSENT_TEXTS.loadFailed} onRetry={() => consent.refetch()} />;
  } else {
    const pending = change.isPending ? change.variables : undefined;
    content = (
      <>
        {MARKETING_CHANNELS.map((channel) => (
          <label key={channel} htmlFor={`${id}-${channel}`} className="flex min-h-11 items-center gap-3">
            <input
              id={`${id}-${channel}`}
              type="checkbox"
              role="switch"
              className="size-5"
              checked={pending?.[channel] ?? consent.data.consent[channel]}
              aria-checked={pending?.[channel] ?? consent.data.consent[channel]}
              disabled={change.isPending}
              onChange={(event) => onToggle(channel, event.target.checked)}
            />
            <span className="font-medium">{CONSENT_TEXTS.channelChoice(channel)}</span>
          </label>
        ))}
        <div aria-live="polite" className="text-sm">
          {change.isSuccess && (
            <p role="status" className="text-emerald-800">
              {CONSENT_TEXTS.saved}
            </p>
          )}
          {change.isError && (
            <p role="alert" className="text-red-800">
              {saveFailure(change.error)}
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto w-full max-w-md px-4 pb-6">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {CONSENT_TEXTS.profileTitle}
        </h2>
        <p className="text-sm text-slate-600">{CONSENT_TEXTS.profileIntro}</p>
        {content}
      </div>
    </section>
  );
}
