import {
  CONSENT_ADMIN_TEXTS,
  CONSENT_SOURCE_LABELS,
  CONSENT_TEXTS,
  MARKETING_CHANNEL_LABELS,
  MARKETING_CHANNELS,
  type MarketingConsentResponse,
} from '@shop/shared';
import { useCustomerMarketingConsent } from '../../../api/customers/get-customer-marketing-consent';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';

/** Yes or No per channel, as the shopper last answered (no answer is no, decision 0065). */
function CurrentAnswers({ consent }: { consent: MarketingConsentResponse['consent'] }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{CONSENT_ADMIN_TEXTS.currentTitle}</h3>
      <dl className="grid grid-cols-3 gap-2">
        {MARKETING_CHANNELS.map((channel) => (
          <div key={channel} className="min-w-0 rounded-md border border-slate-200 p-2">
            <dt className="text-xs text-slate-600">{MARKETING_CHANNEL_LABELS[channel]}</dt>
            <dd className={`font-semibold ${consent[channel] ? 'text-emerald-700' : 'text-slate-900'}`}>
              {consent[channel] ? CONSENT_ADMIN_TEXTS.yes : CONSENT_ADMIN_TEXTS.no}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every change in the order the server keeps it, newest first; a list, not a table, to fit a phone. */
function Changes({ history }: { history: MarketingConsentResponse['history'] }) {
  if (history.length === 0) return <Empty message={CONSENT_TEXTS.noHistory} />;
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{CONSENT_ADMIN_TEXTS.changesTitle}</h3>
      <ol className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {history.map((change, index) => (
          // Changes are never edited (decision 0065): the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: two changes may share a time and channel.
          <li key={index} className="p-2 text-sm">
            <span className="font-medium text-slate-900">
              {MARKETING_CHANNEL_LABELS[change.channel]}:{' '}
              {change.granted ? CONSENT_TEXTS.historyGranted : CONSENT_TEXTS.historyWithdrawn}
            </span>
            <span className="block text-slate-700">{CONSENT_SOURCE_LABELS[change.source]}</span>
            <time dateTime={change.at} className="block text-xs text-slate-600">
              {formatDateTime(change.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A customer's marketing consent for staff to read; staff cannot change it (decision 0065). */
export function ConsentHistory({ customerId }: { customerId: string }) {
  const consent = useCustomerMarketingConsent(customerId);
  if (consent.isPending) return <Loading label={CONSENT_ADMIN_TEXTS.loading} />;
  if (consent.isError) return <LoadError message={failureMessage(consent.error)} />;
  return (
    <div className="space-y-4">
      <CurrentAnswers consent={consent.data.consent} />
      <Changes history={consent.data.history} />
      <p className="text-xs text-slate-600">{CONSENT_ADMIN_TEXTS.readOnly}</p>
    </div>
  );
}
