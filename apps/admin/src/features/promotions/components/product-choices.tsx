import { ADMIN_TEXTS, PROMOTION_ADMIN_TEXTS } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useProductNames } from '../../../api/products/get-product-names';
import { productsQueryOptions } from '../../../api/products/get-products';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

const texts = PROMOTION_ADMIN_TEXTS;
/** Shorter searches match half the catalogue. */
const SEARCH_FROM = 2;

interface ProductChoicesProps {
  /** The chosen products' public ids. */
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

/** The products a promotion applies to: found by name, added one by one, each removable. */
export function ProductChoices({ chosen, onChange }: ProductChoicesProps) {
  const [search, setSearch] = useState('');
  const q = search.trim();
  const found = useQuery({
    ...productsQueryOptions({ page: 1, q, category: '' }),
    enabled: q.length >= SEARCH_FROM,
  });
  const [picked, setPicked] = useState<Record<string, string>>({});
  const names = { ...useProductNames(chosen.filter((id) => !picked[id])), ...picked };
  const results = q.length >= SEARCH_FROM ? (found.data?.products ?? []) : [];
  const offered = results.filter((product) => !chosen.includes(product._id)).slice(0, 8);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{texts.scopeProducts}</legend>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {chosen.map((id) => {
            const name = names[id] ?? id;
            return (
              <li
                key={id}
                className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-sm"
              >
                {name}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={texts.page.removeChoice(name)}
                  onClick={() => onChange(chosen.filter((other) => other !== id))}
                >
                  <X aria-hidden className="size-3" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <TextField
        label={texts.page.productSearch}
        type="search"
        placeholder={ADMIN_TEXTS.products.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {q.length >= SEARCH_FROM && found.isSuccess && offered.length === 0 && results.length === 0 ? (
        <p className="text-sm text-slate-600">{texts.page.noProductFound}</p>
      ) : null}
      {offered.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {offered.map((product) => (
            <li key={product._id}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setPicked((old) => ({ ...old, [product._id]: product.name }));
                  onChange([...chosen, product._id]);
                }}
              >
                {texts.page.addChoice(product.name)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
