import { BRANCH_STOCK_TEXTS } from '@shop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStockTransfers } from '../../../api/branch-stock/get-stock-transfers';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';

const texts = BRANCH_STOCK_TEXTS;

/** The Stock transfers page (decision 0068): every move of units between branches, newest first. */
export default function StockTransfersPage() {
  const [page, setPage] = useState(1);
  const transfers = useStockTransfers(page);
  return (
    <div className="space-y-4">
      <PageHeader title={texts.transfersTitle} />
      <p className="text-sm text-slate-600">{texts.transfersIntro}</p>
      {transfers.isPending ? (
        <Loading />
      ) : transfers.isError ? (
        <LoadError message={failureMessage(transfers.error)} />
      ) : transfers.data.transfers.length === 0 ? (
        <Empty message={texts.transfersNone} />
      ) : (
        <>
          <Table
            caption={texts.transfersTitle}
            head={
              <tr>
                <th className={headCellClass}>{texts.when}</th>
                <th className={headCellClass}>{texts.who}</th>
                <th className={headCellClass}>{texts.variant}</th>
                <th className={headCellClass}>{texts.from}</th>
                <th className={headCellClass}>{texts.to}</th>
                <th className={headCellClass}>{texts.units}</th>
                <th className={headCellClass}>{texts.note}</th>
              </tr>
            }
          >
            {transfers.data.transfers.map((transfer) => (
              <tr key={transfer.id} data-testid="stock-transfer-row">
                <td className={cellClass}>{formatDateTime(transfer.createdAt)}</td>
                <td className={cellClass}>{transfer.staffName ?? texts.unknownStaff}</td>
                <td className={cellClass}>
                  <Link to={paths.editProduct(transfer.productId)} className="underline">
                    {transfer.variantName}
                  </Link>
                </td>
                <td className={cellClass}>{transfer.fromBranch}</td>
                <td className={cellClass}>{transfer.toBranch}</td>
                <td className={cellClass}>{transfer.units}</td>
                <td className={cellClass}>{transfer.note}</td>
              </tr>
            ))}
          </Table>
          <Pager page={page} limit={transfers.data.limit} total={transfers.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
