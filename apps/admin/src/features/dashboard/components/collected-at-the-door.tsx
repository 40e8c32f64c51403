import {
  ADMIN_TEXTS,
  type CollectionsResponse,
  formatGhs,
  PAY_ON_DELIVERY_TEXTS,
  PICKUP_COUNTER_ADMIN_TEXTS,
} from '@shop/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useCollections } from '../../../api/collections/get-collections';
import { Card } from '../../../components/ui/card';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatShortDay } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';

const texts = PAY_ON_DELIVERY_TEXTS.dashboard;
type Day = CollectionsResponse['days'][number];

/** Days with something to count, newest first: quiet days would bury the ones that matter. */
const busyDays = (days: readonly Day[]) =>
  days.filter((day) => day.cash + day.momo > 0 || day.refusedOrders > 0 || day.stillOutOrders > 0).reverse();

const money = `${cellClass} whitespace-nowrap text-right tabular-nums`;

function Figures({ cash, momo }: { cash: number; momo: number }) {
  return (
    <>
      <td className={money}>{formatGhs(cash)}</td>
      <td className={money}>{formatGhs(momo)}</td>
      <td className={`${money} font-semibold`}>{formatGhs(cash + momo)}</td>
    </>
  );
}

/**
 * Cash and MoMo the riders collected at the door (decision 0034) and staff at a branch's counter
 * (decision 0069): per day, and under each day per staff member who recorded it; the period per
 * staff member and per branch; and what is out for
 * delivery and not yet collected, which is money still in the riders' hands or at the doors.
 */
export function CollectedAtTheDoor() {
  const collections = useCollections();
  if (collections.isPending) return <Loading />;
  if (collections.isError) return <LoadError message={failureMessage(collections.error)} />;
  const { days, byStaff, byBranch = [], stillOut } = collections.data;
  const shown = busyDays(days);
  return (
    <Card title={texts.title}>
      <p className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="still-out">
        {texts.stillOutNow(stillOut.orders, formatGhs(stillOut.amount))}
        <Link to={paths.deliveryRun} className="font-medium text-blue-700 underline">
          {ADMIN_TEXTS.layout.deliveryRun}
        </Link>
      </p>
      {shown.length === 0 ? (
        <Empty message={texts.none} />
      ) : (
        <div className="space-y-4">
          <Table
            caption={texts.title}
            head={
              <tr>
                <th className={headCellClass}>{texts.date}</th>
                <th className={headCellClass}>{texts.staff}</th>
                <th className={`${headCellClass} text-right`}>{texts.cash}</th>
                <th className={`${headCellClass} text-right`}>{texts.momo}</th>
                <th className={`${headCellClass} text-right`}>{texts.total}</th>
                <th className={`${headCellClass} text-right`}>{texts.refused}</th>
                <th className={`${headCellClass} text-right`}>{texts.stillOut}</th>
              </tr>
            }
          >
            {shown.map((day) => (
              <Fragment key={day.date}>
                <tr data-testid={`collected-${day.date}`} className="bg-slate-50 font-medium">
                  <td className={`${cellClass} whitespace-nowrap`}>{formatShortDay(day.date)}</td>
                  <td className={cellClass} />
                  <Figures cash={day.cash} momo={day.momo} />
                  <td className={money}>{day.refusedOrders}</td>
                  <td className={money}>
                    {day.stillOutOrders > 0 ? `${day.stillOutOrders} · ${formatGhs(day.stillOut)}` : 0}
                  </td>
                </tr>
                {day.byStaff.map((staff) => (
                  <tr key={`${day.date}-${staff.staffId ?? staff.name}`}>
                    <td className={cellClass} />
                    <td className={cellClass}>{staff.name}</td>
                    <Figures cash={staff.cash} momo={staff.momo} />
                    <td className={cellClass} colSpan={2} />
                  </tr>
                ))}
              </Fragment>
            ))}
          </Table>
          <Table
            caption={texts.staff}
            head={
              <tr>
                <th className={headCellClass}>{texts.staff}</th>
                <th className={`${headCellClass} text-right`}>{texts.cash}</th>
                <th className={`${headCellClass} text-right`}>{texts.momo}</th>
                <th className={`${headCellClass} text-right`}>{texts.total}</th>
              </tr>
            }
          >
            {byStaff.map((staff) => (
              <tr key={staff.staffId ?? staff.name} data-testid="collected-by-staff">
                <td className={cellClass}>{staff.name}</td>
                <Figures cash={staff.cash} momo={staff.momo} />
              </tr>
            ))}
          </Table>
          {/* Per branch (decision 0069): the delivery branch's door and each branch's counter. */}
          {byBranch.length > 0 ? (
            <Table
              caption={PICKUP_COUNTER_ADMIN_TEXTS.collectedByBranch}
              head={
                <tr>
                  <th className={headCellClass}>{PICKUP_COUNTER_ADMIN_TEXTS.staffBranch}</th>
                  <th className={`${headCellClass} text-right`}>{texts.cash}</th>
                  <th className={`${headCellClass} text-right`}>{texts.momo}</th>
                  <th className={`${headCellClass} text-right`}>{texts.total}</th>
                </tr>
              }
            >
              {byBranch.map((branch) => (
                <tr key={branch.branchId ?? branch.name} data-testid="collected-by-branch">
                  <td className={cellClass}>{branch.name}</td>
                  <Figures cash={branch.cash} momo={branch.momo} />
                </tr>
              ))}
            </Table>
          ) : null}
        </div>
      )}
    </Card>
  );
}
