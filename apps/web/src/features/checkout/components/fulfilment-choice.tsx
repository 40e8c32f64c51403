import { type Fulfilment, PICKUP_TEXTS, type PickupBranch, summariseOpeningHours } from '@shop/shared';
import { useId } from 'react';

interface FulfilmentChoiceProps {
  value: Fulfilment;
  onChange: (fulfilment: Fulfilment) => void;
  /** The branches holding the whole cart; undefined while they load. */
  branches: readonly PickupBranch[] | undefined;
  branchId: number | null;
  onBranchChange: (branchId: number) => void;
}

/** A whole option is the target: at least 44 px high, the chosen one outlined. */
const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2.5 has-[:checked]:border-slate-900 has-[:checked]:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-slate-900';
const radioClass = 'mt-0.5 size-5 shrink-0 accent-slate-900';

/**
 * How the order reaches the shopper (decision 0069): delivered to the address, or picked up
 * free at a branch holding every item, each branch shown with its address and hours. Native
 * radios in fieldsets, so the arrow keys move between them and a screen reader names them.
 */
export function FulfilmentChoice({
  value,
  onChange,
  branches,
  branchId,
  onBranchChange,
}: FulfilmentChoiceProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{PICKUP_TEXTS.fulfilmentLegend}</legend>
        {(['delivery', 'pickup'] as const).map((fulfilment) => (
          <label key={fulfilment} className={optionClass}>
            <input
              type="radio"
              name="fulfilment"
              value={fulfilment}
              checked={value === fulfilment}
              onChange={() => onChange(fulfilment)}
              className={radioClass}
            />
            <span className="font-medium">{PICKUP_TEXTS.fulfilmentLabels[fulfilment]}</span>
          </label>
        ))}
      </fieldset>
      {value === 'pickup' && branches && branches.length === 0 ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {PICKUP_TEXTS.noBranch}
        </p>
      ) : null}
      {value === 'pickup' && branches && branches.length > 0 ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
          <legend className="mb-1 font-medium">{PICKUP_TEXTS.chooseBranch}</legend>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {PICKUP_TEXTS.branchHint}
          </p>
          {branches.map((branch) => (
            <label key={branch.id} className={optionClass} data-testid="pickup-branch">
              <input
                type="radio"
                name="pickupBranch"
                value={branch.id}
                checked={branchId === branch.id}
                onChange={() => onBranchChange(branch.id)}
                className={radioClass}
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{branch.name}</span>
                <span className="text-sm">{[branch.address, branch.city].filter(Boolean).join(', ')}</span>
                {branch.digitalAddress ? (
                  <span className="text-sm text-slate-600">
                    {PICKUP_TEXTS.digitalAddress(branch.digitalAddress)}
                  </span>
                ) : null}
                <span className="text-sm text-slate-600">
                  {PICKUP_TEXTS.hours}: {summariseOpeningHours(branch.openingHours).join('; ')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
