import type { SoldUnitReference } from '@shop/shared';
import { ORDER_TAX_LABELS, soldUnitText } from '@shop/shared/warranty-page-texts';

/**
 * The serials recorded for one order line, each with its warranty's last day ("IMEI
 * 356938035643809 · warranty until 28 Nov 2027"): what the shopper quotes for a warranty
 * claim. Nothing until the order leaves the shop, when staff record them.
 */
export function SoldUnits({
  units,
  productName,
}: {
  units: readonly SoldUnitReference[];
  productName: string;
}) {
  if (units.length === 0) return null;
  return (
    <ul
      aria-label={ORDER_TAX_LABELS.serialsOf(productName)}
      data-testid="sold-units"
      className="text-sm text-slate-700"
    >
      {units.map((unit) => (
        <li key={unit.serial} className="break-all">
          {soldUnitText(unit.serial, unit.state, unit.warrantyUntil)}
        </li>
      ))}
    </ul>
  );
}
