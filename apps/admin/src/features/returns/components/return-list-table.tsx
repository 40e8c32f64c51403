import {
  ADMIN_TEXTS,
  type AdminReturn,
  CREDIT_NOTE_LABELS,
  RETURN_ADMIN_TEXTS,
  RETURN_REASON_LABELS,
  RETURN_STATES,
  RETURN_TEXTS,
} from '@shop/shared';
import { Link } from 'react-router';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

type ListedReturn = Omit<AdminReturn, 'history'>;

const linkClass = 'font-medium text-blue-700 hover:underline';

/** One page of a queue: each request with its order, reason, customer, status and date. */
export function ReturnListTable({ requests }: { requests: readonly ListedReturn[] }) {
  return (
    <Table
      caption={RETURN_ADMIN_TEXTS.page}
      head={
        <tr>
          <th className={headCellClass}>{CREDIT_NOTE_LABELS.request}</th>
          <th className={headCellClass}>{CREDIT_NOTE_LABELS.order}</th>
          <th className={headCellClass}>{RETURN_TEXTS.reasonLabel}</th>
          <th className={headCellClass}>{ADMIN_TEXTS.orders.customer}</th>
          <th className={headCellClass}>{ADMIN_TEXTS.orders.status}</th>
          <th className={headCellClass}>{ADMIN_TEXTS.orders.placed}</th>
        </tr>
      }
    >
      {requests.map((request) => (
        <tr key={request.id} data-testid={`return-${request.number}`}>
          <td className={`${cellClass} whitespace-nowrap`}>
            <Link to={paths.returnRequest(request.id)} className={linkClass}>
              {request.number}
            </Link>
            <span className="block text-xs text-slate-500">{RETURN_ADMIN_TEXTS.kind[request.kind]}</span>
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <Link to={paths.order(request.orderId)} className={linkClass}>
              {request.orderNumber}
            </Link>
          </td>
          <td className={cellClass}>{RETURN_REASON_LABELS[request.reason]}</td>
          <td className={cellClass}>
            {request.customer.name}
            <span className="block break-all text-xs text-slate-500">{request.customer.email}</span>
          </td>
          <td className={cellClass}>{RETURN_STATES[request.status].label}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(request.createdAt)}</td>
        </tr>
      ))}
    </Table>
  );
}
