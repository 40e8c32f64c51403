import {
  ADMIN_TEXTS,
  type DeliveryRunResponse,
  formatGhs,
  formatPhoneNumber,
  PAY_ON_DELIVERY_TEXTS,
} from '@shop/shared';
import { Download, Printer } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDownloadDeliveryRun } from '../../../api/delivery-run/download-delivery-run';
import { useDeliveryRun } from '../../../api/delivery-run/get-delivery-run';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { formatFullDay } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';

const texts = PAY_ON_DELIVERY_TEXTS.deliveryRun;
const columns = texts.columns;

/** Today in Ghana (UTC all year), as the server counts a run's day. */
const today = () => new Date().toISOString().slice(0, 10);

const cell = 'border-b border-slate-200 px-2 py-1.5 align-top print:px-1 print:py-1';
const head = `${cell} text-left font-semibold`;

function RunSheet({ run }: { run: DeliveryRunResponse }) {
  if (run.stops.length === 0) return <Empty message={texts.none} />;
  return (
    <>
      <p className="mb-2 font-semibold" data-testid="delivery-run-totals">
        {texts.totals(run.totals.orders, formatGhs(run.totals.toCollect))}
      </p>
      {/* The sheet goes in the rider's hand: on paper every column fits, nothing scrolls. */}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white print:overflow-visible print:border-0">
        <table className="w-full min-w-[56rem] text-sm print:min-w-0 print:text-[10pt]">
          <caption className="sr-only">{texts.title(run.date)}</caption>
          <thead className="bg-slate-100 print:bg-transparent">
            <tr>
              <th className={head}>{columns.orderNumber}</th>
              <th className={head}>{columns.name}</th>
              <th className={head}>{columns.phone}</th>
              <th className={head}>{columns.address}</th>
              <th className={head}>{columns.city}</th>
              <th className={`${head} text-right`}>{columns.items}</th>
              <th className={head}>{columns.howPaid}</th>
              <th className={`${head} text-right`}>{columns.amountToCollect}</th>
              <th className={head}>{columns.orderStatus}</th>
              <th className={head}>{columns.outcome}</th>
            </tr>
          </thead>
          <tbody>
            {run.stops.map((stop) => (
              <tr key={stop.orderId} data-testid="delivery-run-stop" className="break-inside-avoid">
                <td className={`${cell} whitespace-nowrap`}>
                  <Link
                    to={paths.order(stop.orderId)}
                    className="text-blue-700 underline print:text-inherit print:no-underline"
                  >
                    {stop.orderNumber}
                  </Link>
                </td>
                <td className={cell}>{stop.name}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatPhoneNumber(stop.phoneNumber)}</td>
                <td className={cell}>{stop.address}</td>
                <td className={cell}>{stop.city}</td>
                <td className={`${cell} text-right`}>{stop.itemCount}</td>
                <td className={cell}>{stop.howPaid}</td>
                <td className={`${cell} whitespace-nowrap text-right font-semibold tabular-nums`}>
                  {stop.amountToCollect > 0 ? formatGhs(stop.amountToCollect) : ADMIN_TEXTS.common.none}
                </td>
                <td className={cell}>{stop.orderStatus}</td>
                <td className={cell}>
                  {stop.outcome ? PAY_ON_DELIVERY_TEXTS.outcomeForm[stop.outcome] : ''}
                  {/* A box the rider ticks on paper when nothing is recorded yet. */}
                  {stop.outcome ? null : (
                    <span
                      aria-hidden
                      className="hidden print:inline-block print:size-4 print:border print:border-slate-800"
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The delivery run of a day (decision 0034): every order that went out for delivery that
 * day, with the address, the phone and what the rider collects; printed for the rider, or
 * downloaded as CSV. `?date=` names the day; today without it.
 */
export default function DeliveryRunPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const date = searchParams.get('date') || today();
  const run = useDeliveryRun(date);
  const download = useDownloadDeliveryRun();
  const dateId = useId();
  return (
    <div>
      <PageHeader
        title={texts.title(formatFullDay(date))}
        actions={
          <div className="flex flex-wrap items-end gap-2 print:hidden">
            <label htmlFor={dateId} className="flex flex-col text-sm font-medium text-slate-700">
              {texts.date}
              <input
                id={dateId}
                type="date"
                className={inputClass}
                value={date}
                onChange={(event) => event.target.value && setSearchParams({ date: event.target.value })}
              />
            </label>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" /> {texts.print}
            </Button>
            <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(date)}>
              <Download aria-hidden className="size-4" /> {ADMIN_TEXTS.common.downloadCsv}
            </Button>
          </div>
        }
      />
      {run.isPending ? (
        <Loading />
      ) : run.isError ? (
        <LoadError message={failureMessage(run.error)} />
      ) : (
        <RunSheet run={run.data} />
      )}
    </div>
  );
}
