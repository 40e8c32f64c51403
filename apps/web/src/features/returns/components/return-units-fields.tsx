import { CART_LABELS, type OrderReturns, RETURN_MESSAGES, RETURN_TEXTS } from '@shop/shared';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { clampQuantity } from '../return-form';

interface ReturnUnitsFieldsProps {
  lines: OrderReturns['lines'];
  quantities: Record<string, number>;
  onChange: (quantities: Record<string, number>) => void;
}

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-md border border-slate-300 hover:bg-slate-100 disabled:opacity-40';

/**
 * "Which items?": each line of the order with a count from 0 to what it may still return,
 * set by − and + or typed. A line already wholly in a request says so instead.
 */
export function ReturnUnitsFields({ lines, quantities, onChange }: ReturnUnitsFieldsProps) {
  const id = useId();
  const set = (orderItemId: string, count: number) => onChange({ ...quantities, [orderItemId]: count });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{RETURN_TEXTS.unitsLabel}</legend>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-300">
        {lines.map((line) => {
          const count = quantities[line.orderItemId] ?? 0;
          const inputId = `${id}-${line.orderItemId}`;
          return (
            <li
              key={line.orderItemId}
              data-testid="return-line"
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{line.name}</span>
                {line.variant && <span className="block text-sm text-slate-600">{line.variant}</span>}
                {line.returnable === 0 && (
                  <span className="block text-sm text-slate-600">
                    {RETURN_MESSAGES.tooManyUnits(line.name, 0)}
                  </span>
                )}
              </span>
              {line.returnable > 0 && (
                <span className="flex items-center gap-1">
                  <button
                    type="button"
                    aria-label={CART_LABELS.decrease(line.name)}
                    disabled={count === 0}
                    onClick={() => set(line.orderItemId, clampQuantity(count - 1, line.returnable))}
                    className={stepClass}
                  >
                    <Minus aria-hidden="true" size={18} />
                  </button>
                  <label htmlFor={inputId} className="sr-only">
                    {RETURN_TEXTS.quantityOf(line.name)}
                  </label>
                  <input
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.returnable}
                    value={count}
                    onChange={(event) =>
                      set(line.orderItemId, clampQuantity(event.target.valueAsNumber, line.returnable))
                    }
                    className="min-h-11 w-14 rounded-md border border-slate-300 px-2 text-center tabular-nums"
                  />
                  <button
                    type="button"
                    aria-label={CART_LABELS.increase(line.name)}
                    disabled={count >= line.returnable}
                    onClick={() => set(line.orderItemId, clampQuantity(count + 1, line.returnable))}
                    className={stepClass}
                  >
                    <Plus aria-hidden="true" size={18} />
                  </button>
                  <span className="text-sm text-slate-600" aria-hidden="true">
                    {`/ ${line.returnable}`}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
