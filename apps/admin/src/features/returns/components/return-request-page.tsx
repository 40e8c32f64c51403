import {
  RETURN_ADMIN_TEXTS,
  RETURN_MESSAGES,
  RETURN_STATES,
  RETURN_TEXTS,
  type ReturnMoveBody,
} from '@shop/shared';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useReturn } from '../../../api/returns/get-return';
import { useMoveReturn } from '../../../api/returns/move-return';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';
import { RefundSummary } from './refund-summary';
import { ReturnActions } from './return-actions';
import { ReturnDetails } from './return-details';
import { ReturnHistory } from './return-history';
import { ReturnPhotos } from './return-photos';
import { ReturnUnitsList } from './return-units-list';

/**
 * One return request or warranty claim as staff work it (decision 0063): what was asked and
 * why, the units and photos, every move so far, the refund and its credit note, and the moves
 * the request allows now.
 */
export default function ReturnRequestPage() {
  const { returnId = '' } = useParams();
  const id = Number.parseInt(returnId, 10);
  const request = useReturn(id);
  const move = useMoveReturn();
  if (request.isPending) return <Loading />;
  if (request.isError) return <LoadError message={failureMessage(request.error)} />;
  const detail = request.data.request;

  function moveTo(body: ReturnMoveBody) {
    move.mutate(
      { id: detail.id, body },
      {
        onSuccess: (answer) =>
          toast.success(
            answer.message ?? RETURN_MESSAGES.moved(answer.request.number, answer.request.statusLabel),
          ),
      },
    );
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title={RETURN_TEXTS.requestLine(detail.number, RETURN_STATES[detail.status].label)}
        actions={
          <Link to={paths.returns} className="text-sm underline">
            {RETURN_ADMIN_TEXTS.page}
          </Link>
        }
      />
      {detail.moves.length > 0 ? (
        <Card>
          <div data-testid="return-actions">
            {/* A fresh set of forms for each status: a finished move's fields do not linger. */}
            <ReturnActions
              key={detail.status}
              request={detail}
              busy={move.isPending}
              refusal={move.error ? failureMessage(move.error) : null}
              onMove={moveTo}
            />
          </div>
        </Card>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={RETURN_ADMIN_TEXTS.kind[detail.kind]}>
          <ReturnDetails request={detail} />
        </Card>
        <Card title={RETURN_ADMIN_TEXTS.units}>
          <ReturnUnitsList units={detail.units} />
        </Card>
        {detail.photos.length > 0 ? (
          <Card title={RETURN_ADMIN_TEXTS.photos}>
            <ReturnPhotos photos={detail.photos} />
          </Card>
        ) : null}
        {detail.refund ? (
          <Card title={RETURN_ADMIN_TEXTS.refund}>
            <RefundSummary orderId={detail.orderId} refund={detail.refund} />
          </Card>
        ) : null}
        <Card title={RETURN_ADMIN_TEXTS.history}>
          <ReturnHistory history={detail.history} customerName={detail.customer.name} />
        </Card>
      </div>
    </div>
  );
}
