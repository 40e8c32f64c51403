import { LISTING_LABELS, PRODUCT_SORTS, type ProductSort } from '@shop/shared';

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      {LISTING_LABELS.sort}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LISTING_LABELS.sortOptions[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
