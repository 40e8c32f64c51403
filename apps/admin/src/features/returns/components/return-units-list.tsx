import { type AdminReturn, RETURN_TEXTS } from '@shop/shared';

/** The units asked back: each line and how many, with the unit's serial and its replacement's. */
export function ReturnUnitsList({ units }: { units: AdminReturn['units'] }) {
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {units.map((unit, index) => (
        <li key={`${unit.orderItemId}-${unit.serial ?? index}`} className="py-2" data-testid="return-unit">
          <span className="font-medium">
            {unit.quantity} × {unit.name}
          </span>
          {unit.variant ? <span className="text-slate-600"> ({unit.variant})</span> : null}
          {unit.serial ? <span className="block font-mono text-xs">{unit.serial}</span> : null}
          {unit.replacementSerial ? (
            <span className="block font-mono text-xs text-emerald-700">
              {RETURN_TEXTS.replacementSerial(unit.replacementSerial)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
