import { PROMOTION_ADMIN_TEXTS, saleIsOn } from '@shop/shared';
import type { ReactNode } from 'react';
import { inputClass } from '../../../components/ui/field';
import { cellClass } from '../../../components/ui/table';
import { isoOfLocalDateTime } from '../../../lib/local-date-time';
import type { GridField, VariantRow } from './variant-grid-values';

const texts = PROMOTION_ADMIN_TEXTS;
/** Each box keeps its width, as the grid's others do. */
const cellInput = inputClass;

type SaleField = 'salePrice' | 'saleStartsAt' | 'saleEndsAt';

interface VariantSaleCellsProps {
  row: VariantRow;
  /** The row's name in labels: "256GB, Blue". */
  name: string;
  onChange: (field: SaleField, text: string) => void;
  /** A cell's message, read with its box. */
  problem: (field: GridField) => { invalid: Record<string, unknown>; note: ReactNode };
}

/** Whether the sale as typed is on now; a half-typed one is not judged. */
function saleIsOnNow(row: VariantRow): boolean {
  const starts = isoOfLocalDateTime(row.saleStartsAt);
  const ends = isoOfLocalDateTime(row.saleEndsAt);
  return saleIsOn(
    {
      pricePesewas: 0,
      salePricePesewas: 0,
      saleStartsAt: starts ? new Date(starts) : null,
      saleEndsAt: ends ? new Date(ends) : null,
    },
    new Date(),
  );
}

/**
 * A variant's sale in the grid (decision 0062): its sale price below the price, its start and
 * its end (either empty: open). A set sale that is not on now says so, since shoppers pay the
 * regular price until it starts and after it ends.
 */
export function VariantSaleCells({ row, name, onChange, problem }: VariantSaleCellsProps) {
  const price = problem('salePrice');
  const starts = problem('saleStartsAt');
  const ends = problem('saleEndsAt');
  const notOn = row.salePrice.trim() !== '' && !saleIsOnNow(row);
  return (
    <>
      <td className={cellClass}>
        <input
          aria-label={texts.page.salePriceOf(name)}
          inputMode="decimal"
          className={`${cellInput} min-w-28`}
          value={row.salePrice}
          onChange={(event) => onChange('salePrice', event.target.value)}
          {...price.invalid}
        />
        {price.note}
        {notOn ? <p className="mt-1 text-xs text-amber-700">{texts.page.saleNotOn}</p> : null}
      </td>
      <td className={cellClass}>
        <input
          aria-label={texts.page.saleStartsOf(name)}
          type="datetime-local"
          className={`${cellInput} min-w-52`}
          value={row.saleStartsAt}
          onChange={(event) => onChange('saleStartsAt', event.target.value)}
          {...starts.invalid}
        />
        {starts.note}
      </td>
      <td className={cellClass}>
        <input
          aria-label={texts.page.saleEndsOf(name)}
          type="datetime-local"
          className={`${cellInput} min-w-52`}
          value={row.saleEndsAt}
          onChange={(event) => onChange('saleEndsAt', event.target.value)}
          {...ends.invalid}
        />
        {ends.note}
      </td>
    </>
  );
}
