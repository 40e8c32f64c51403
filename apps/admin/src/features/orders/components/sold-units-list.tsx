import { SERIAL_TEXTS, type SoldUnitReference } from '@shop/shared';
import { formatFullDay } from '../../../lib/dates';

/** The serials recorded for one order line, each with its warranty's last day and, once back, its state. */
export function SoldUnitsList({ units }: { units: SoldUnitReference[] }) {
  if (units.length === 0) return null;
  return (
    <ul
      className="mt-1 space-y-0.5 text-xs"
      aria-label={SERIAL_TEXTS.soldUnitsTitle}
      data-testid="sold-units"
    >
      {units.map((unit) => (
        <li key={`${unit.serial}-${unit.state}`}>
          <span className="font-mono">{unit.serial}</span>
          <span className="text-slate-600">
            , {SERIAL_TEXTS.warrantyUntil(formatFullDay(unit.warrantyUntil))}
          </span>
          {unit.state === 'sold' ? null : (
            <span className="ml-1 rounded bg-slate-200 px-1">{SERIAL_TEXTS.states[unit.state]}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
