import { ADMIN_TEXTS, formatGhs, PROMOTION_ADMIN_TEXTS, type Promotion } from '@shop/shared';
import { Link } from 'react-router';
import { usePromotionUses } from '../../../api/promotions/get-promotion-uses';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';
import { useScrollIntoView } from '../../../lib/use-scroll-into-view';
import { promotionName } from './promotion-figures';

const texts = PROMOTION_ADMIN_TEXTS;
const columns = texts.page.useColumns;

/** The orders that used a promotion, newest first as the server answers; a given-back use says when. */
export function PromotionUses({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const uses = usePromotionUses(promotion.id);
  const shown = useScrollIntoView<HTMLDivElement>();
  const title = texts.page.usesTitle(promotionName(promotion));
  let body: React.ReactNode;
  if (uses.isPending) body = <Loading />;
  else if (uses.isError) body = <LoadError message={failureMessage(uses.error)} />;
  else if (uses.data.uses.length === 0) body = <Empty message={texts.page.noUses} />;
  else
    body = (
      <Table
        caption={title}
        head={
          <tr>
            <th className={headCellClass}>{columns.order}</th>
            <th className={headCellClass}>{columns.email}</th>
            <th className={headCellClass}>{columns.discount}</th>
            <th className={headCellClass}>{columns.total}</th>
            <th className={headCellClass}>{columns.takenAt}</th>
            <th className={headCellClass}>{columns.givenBackAt}</th>
          </tr>
        }
      >
        {uses.data.uses.map((use) => (
          <tr key={`${use.orderId}-${use.takenAt}`}>
            <th scope="row" className={`${cellClass} font-medium`}>
              <Link to={paths.order(use.orderId)} className="underline">
                {use.orderNumber}
              </Link>
            </th>
            <td className={cellClass}>{use.email}</td>
            <td className={cellClass}>{formatGhs(use.discount)}</td>
            <td className={cellClass}>{formatGhs(use.total)}</td>
            <td className={cellClass}>{formatDateTime(use.takenAt)}</td>
            <td className={cellClass}>
              {use.givenBackAt ? formatDateTime(use.givenBackAt) : ADMIN_TEXTS.common.none}
            </td>
          </tr>
        ))}
      </Table>
    );
  return (
    <div ref={shown} className="scroll-mt-4">
      <Card title={title}>
        <div className="space-y-3">
          {body}
          <Button variant="secondary" size="sm" onClick={onClose}>
            {texts.page.closeUses}
          </Button>
        </div>
      </Card>
    </div>
  );
}
