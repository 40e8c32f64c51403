import { FULFILMENTS, PICKUP_COUNTER_ADMIN_TEXTS } from '@shop/shared';
import { useBranches } from '../../../api/branches/get-branches';
import { inputClass } from '../../../components/ui/field';

const texts = PICKUP_COUNTER_ADMIN_TEXTS;

interface PickupFiltersProps {
  fulfilment: string;
  branch: string;
  onFulfilment: (value: string) => void;
  onBranch: (value: string) => void;
}

/** The orders list narrowed to deliveries or pickups, and to one branch (decision 0069). */
export function PickupFilters({ fulfilment, branch, onFulfilment, onBranch }: PickupFiltersProps) {
  const branches = useBranches();
  return (
    <>
      <select
        aria-label={texts.allFulfilments}
        className={`${inputClass} sm:w-44`}
        value={fulfilment}
        onChange={(event) => onFulfilment(event.target.value)}
      >
        <option value="">{texts.allFulfilments}</option>
        {FULFILMENTS.map((value) => (
          <option key={value} value={value}>
            {texts.fulfilment[value]}
          </option>
        ))}
      </select>
      <select
        aria-label={texts.allBranches}
        className={`${inputClass} sm:w-44`}
        value={branch}
        onChange={(event) => onBranch(event.target.value)}
      >
        <option value="">{texts.allBranches}</option>
        {(branches.data?.branches ?? []).map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}
