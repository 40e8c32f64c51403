/** The categories a subcategory sits under, as a group of checkboxes named by `legend`. */
export function CategoryChoices({
  legend,
  categories,
  chosen,
  onChange,
}: {
  legend: string;
  categories: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const toggle = (name: string) =>
    onChange(
      // Kept in the list's order, whatever order they were ticked in.
      categories.filter((category) =>
        category === name ? !chosen.includes(name) : chosen.includes(category),
      ),
    );
  return (
    <fieldset className="w-full">
      <legend className="sr-only">{legend}</legend>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {categories.map((category) => (
          <li key={category}>
            <label className="inline-flex min-h-8 cursor-pointer items-center gap-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-slate-900"
                checked={chosen.includes(category)}
                onChange={() => toggle(category)}
              />
              {category}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
