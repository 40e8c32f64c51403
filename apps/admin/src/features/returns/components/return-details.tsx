import {
  ADMIN_TEXTS,
  type AdminReturn,
  CREDIT_NOTE_LABELS,
  paymentMethodLabel,
  RETURN_ADMIN_TEXTS,
  RETURN_REASON_LABELS,
  RETURN_TEXTS,
} from '@shop/shared';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

const termClass = 'text-slate-500';

/** Who asked, about which order, what and why; and what staff found or decided so far. */
export function ReturnDetails({ request }: { request: AdminReturn }) {
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className={termClass}>{CREDIT_NOTE_LABELS.order}</dt>
        <dd>
          <Link
            to={paths.order(request.orderId)}
            className="font-medium text-blue-700 hover:underline"
            data-testid="return-order-link"
          >
            {request.orderNumber}
          </Link>
          <span className="block text-xs text-slate-500">
            {paymentMethodLabel(request.paymentMethod)} · {request.paymentStatus}
          </span>
        </dd>
        <dt className={termClass}>{ADMIN_TEXTS.orders.customer}</dt>
        <dd>
          {request.customer.name}
          <span className="block break-all text-xs text-slate-500">
            {request.customer.email} · {request.customer.phoneNumber}
          </span>
        </dd>
        <dt className={termClass}>{ADMIN_TEXTS.orders.placed}</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
        <dt className={termClass}>{RETURN_TEXTS.reasonLabel}</dt>
        <dd>{RETURN_REASON_LABELS[request.reason]}</dd>
        {request.condition ? (
          <>
            <dt className={termClass}>{RETURN_ADMIN_TEXTS.condition}</dt>
            <dd>{RETURN_ADMIN_TEXTS.conditions[request.condition]}</dd>
          </>
        ) : null}
      </dl>
      {request.note ? (
        <blockquote
          data-testid="return-note"
          className="whitespace-pre-line border-l-4 border-slate-200 pl-3 text-slate-700"
        >
          {request.note}
        </blockquote>
      ) : null}
      {request.rejectionReason ? <p>{RETURN_TEXTS.rejectedBecause(request.rejectionReason)}</p> : null}
      {request.resolutionNote ? <p>{RETURN_TEXTS.repairNote(request.resolutionNote)}</p> : null}
    </div>
  );
}
