import { type Branch, LISTING_LABELS } from '@shop/shared';
import { FILTER_FIELDS, type FilterField, type FilterOptions, type ProductFilters } from '../filter-query';
import { BranchFilter } from './branch-filter';

interface FilterPanelProps {
  filters: ProductFilters;
  /** Each filter's choices: the lists staff keep, empty until they have arrived. */
  options: FilterOptions;
  onToggle: (field: FilterField, value: string) => void;
  /** The pickup branches for "Available at"; empty until they have arrived, or when none offers pickup. */
  branches: readonly Pick<Branch, 'id' | 'name'>[];
  onChooseBranch: (branch: number | undefined) => void;
  onClear: () => void;
}

const LEGENDS: Record<FilterField, string> = {
  category: LISTING_LABELS.category,
  subcategory: LISTING_LABELS.subcategory,
  brand: LISTING_LABELS.brand,
  sound: LISTING_LABELS.sound,
};

/** Checkbox groups for category, subcategory, brand and sound system, and the pickup branches. */
export function FilterPanel({
  filters,
  options,
  onToggle,
  branches,
  onChooseBranch,
  onClear,
}: FilterPanelProps) {
  const anyChosen = FILTER_FIELDS.some((field) => filters[field].length > 0) || filters.branch !== undefined;
  return (
    <div className="flex flex-col gap-4">
      {FILTER_FIELDS.map((field) => (
        <details key={field} open={field === 'category' || filters[field].length > 0} className="group">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between font-semibold">
            {LEGENDS[field]}
            {filters[field].length > 0 && (
              <span className="rounded-full bg-slate-900 px-2 text-xs text-white">
                {filters[field].length}
              </span>
            )}
          </summary>
          <fieldset>
            <legend className="sr-only">{LEGENDS[field]}</legend>
            <ul className="grid grid-cols-2 gap-x-2 lg:grid-cols-1">
              {options[field].map((option) => (
                <li key={option}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-slate-900"
                      checked={filters[field].includes(option)}
                      onChange={() => onToggle(field, option)}
                    />
                    {option}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      ))}
      <BranchFilter branches={branches} chosen={filters.branch} onChoose={onChooseBranch} />
      {anyChosen && (
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-md border border-slate-300 px-4 font-semibold hover:bg-slate-100"
        >
          {LISTING_LABELS.clearFilters}
        </button>
      )}
    </div>
  );
}
