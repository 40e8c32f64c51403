import { ADMIN_TEXTS, type AdminReturn, RETURN_STATES } from '@shop/shared';
import { formatDateTime } from '../../../lib/dates';

/**
 * Every move of the request, oldest first: what it became, when, who made it and their note.
 * A move without staff is the shopper's own request.
 */
export function ReturnHistory({
  history,
  customerName,
}: {
  history: AdminReturn['history'];
  customerName: string;
}) {
  return (
    <ol className="space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
      {history.map((event) => (
        <li key={`${event.at}-${event.status}`} data-testid="return-event">
          <span className="font-medium">{RETURN_STATES[event.status].label}</span>
          <span className="block text-xs text-slate-500">
            {formatDateTime(event.at)} ·{' '}
            {event.staff ?? (event.status === 'Requested' ? customerName : ADMIN_TEXTS.common.none)}
          </span>
          {event.note ? <span className="block whitespace-pre-line text-slate-700">{event.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
