import { formatGhs, RETURN_ADMIN_TEXTS, RETURN_REASON_LABELS } from '@shop/shared';
import type { ReactNode } from 'react';
import { useReturnFigures } from '../../../api/returns/get-return-figures';
import { Card } from '../../../components/ui/card';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { formatShortDay } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';

const texts = RETURN_ADMIN_TEXTS;

/** The days the card looks back over, today included. */
export const RETURN_FIGURES_DAYS = 14;
const TOP_PRODUCTS = 5;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

const rowClass = 'flex justify-between gap-3 py-1';

/**
 * Returns on the dashboard (decision 0063): why units come back and which products, the money
 * refunded each day of the last two weeks, and the faulty units kept apart from stock.
 */
export function ReturnFiguresCard() {
  const figures = useReturnFigures(RETURN_FIGURES_DAYS);
  if (figures.isPending) return <Loading />;
  if (figures.isError) return <LoadError message={failureMessage(figures.error)} />;
  const { byReason, byProduct, refundedPerDay, faultyUnits } = figures.data;
  const largestDay = Math.max(0, ...refundedPerDay.map((day) => day.amount));
  return (
    <Card title={texts.figuresTitle}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Section title={texts.byReason}>
          {byReason.length === 0 ? (
            <Empty message={texts.empty} />
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {byReason.map((row) => (
                <li key={row.reason} className={rowClass} data-testid={`returns-reason-${row.reason}`}>
                  <span>{RETURN_REASON_LABELS[row.reason]}</span>
                  <span className="tabular-nums">{row.count}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={texts.byProduct}>
          {byProduct.length === 0 ? (
            <Empty message={texts.empty} />
          ) : (
            <ol className="divide-y divide-slate-100 text-sm">
              {byProduct.slice(0, TOP_PRODUCTS).map((row) => (
                <li key={row.name} className={rowClass} data-testid="returns-product">
                  <span className="min-w-0 truncate">{row.name}</span>
                  <span className="tabular-nums">{row.count}</span>
                </li>
              ))}
            </ol>
          )}
        </Section>
        <Section title={texts.refundedPerDay}>
          <ul className="space-y-1 text-xs">
            {refundedPerDay.map((day) => (
              <li key={day.day} className="flex items-center gap-2" data-testid={`refunded-${day.day}`}>
                <span className="w-14 shrink-0 text-slate-500">{formatShortDay(day.day)}</span>
                <span className="h-2 flex-1 rounded bg-slate-100">
                  <span
                    className="block h-2 rounded bg-amber-500"
                    style={{ width: largestDay > 0 ? `${(day.amount / largestDay) * 100}%` : 0 }}
                  />
                </span>
                <span className="w-24 shrink-0 text-right tabular-nums">{formatGhs(day.amount)}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={texts.faultyUnits}>
          <p className="text-2xl font-semibold tabular-nums" data-testid="faulty-units">
            {faultyUnits}
          </p>
        </Section>
      </div>
    </Card>
  );
}
