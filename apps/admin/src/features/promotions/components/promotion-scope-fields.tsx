import { PROMOTION_ADMIN_TEXTS } from '@shop/shared';
import { ProductChoices } from './product-choices';
import type { PromotionFormValues } from './promotion-form-values';

const texts = PROMOTION_ADMIN_TEXTS;

type ScopeValues = Pick<PromotionFormValues, 'scopeChosen' | 'categories' | 'brands' | 'productIds'>;

interface PromotionScopeFieldsProps {
  values: ScopeValues;
  /** The names staff keep (decision 0053), as the scope names them. */
  lists: { categories: string[]; brands: string[] };
  onChange: (values: Partial<ScopeValues>) => void;
}

const toggled = (list: string[], name: string, on: boolean) =>
  on ? [...list, name] : list.filter((other) => other !== name);

/** Ticks for the categories or brands of a list; a name no longer in the list stays ticked until untaken. */
function NameChecks({
  legend,
  names,
  chosen,
  onChange,
}: {
  legend: string;
  names: string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const shown = [...names, ...chosen.filter((name) => !names.includes(name))];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {shown.map((name) => (
          <label key={name} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(name)}
              onChange={(event) => onChange(toggled(chosen, name, event.target.checked))}
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The whole order, or the lines of chosen categories, brands or products (any of them). */
export function PromotionScopeFields({ values, lists, onChange }: PromotionScopeFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{texts.scope}</legend>
      <div className="flex flex-wrap gap-x-6">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="promotion-scope"
            checked={!values.scopeChosen}
            onChange={() => onChange({ scopeChosen: false })}
          />
          {texts.scopeWhole}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="promotion-scope"
            checked={values.scopeChosen}
            onChange={() => onChange({ scopeChosen: true })}
          />
          {texts.page.scopeChosen}
        </label>
      </div>
      {values.scopeChosen ? (
        <div className="space-y-3 rounded-md border border-slate-200 p-3">
          <NameChecks
            legend={texts.scopeCategories}
            names={lists.categories}
            chosen={values.categories}
            onChange={(categories) => onChange({ categories })}
          />
          <NameChecks
            legend={texts.scopeBrands}
            names={lists.brands}
            chosen={values.brands}
            onChange={(brands) => onChange({ brands })}
          />
          <ProductChoices chosen={values.productIds} onChange={(productIds) => onChange({ productIds })} />
        </div>
      ) : null}
    </fieldset>
  );
}
