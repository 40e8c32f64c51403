import { DISCOUNT_TEXTS, PRODUCT_LABELS, type Product } from '@shop/shared';
import { VARIANT_LABELS } from '@shop/shared/variant-labels';
import { type KeyboardEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { colourOption } from '../../../lib/colour-option';
import { isOnSale } from '../../../lib/sale-price';
import { optionKey, variantSearch } from '../../../lib/variant-url';
import { swatchClass } from '../colour-swatch';
import { type Variant, valueChoices } from '../variant-choice';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

interface OptionPickerProps {
  product: Product;
  option: Product['options'][number];
  /** The variant on show: its value of this option is the checked one. */
  current: Variant;
}

/**
 * One option's values as a radio group (the WAI-ARIA pattern: one tab stop, the arrow keys
 * move and choose). Each value is a link to its variant's URL, replacing the page's entry: the
 * choice lives in the URL, so a shared link opens on it, and before the page has hydrated (or
 * without JavaScript) a tap loads that variant's page from the server. A value whose variant is
 * on sale says "Sale" under it.
 */
export function OptionPicker({ product, option, current }: OptionPickerProps) {
  const navigate = useNavigate();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const choices = valueChoices(product, current, option.name);
  const chosen = current.options[option.name] ?? '';
  const labelId = `option-${optionKey(option.name).replace(/[^a-z0-9]+/g, '-')}-label`;
  const isColour = colourOption(product)?.name === option.name;

  // Arrow keys, Home and End move to a value and choose it; Space chooses the focused one.
  const move = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const count = choices.length;
    const step = STEPS[event.key];
    let next: number;
    if (step !== undefined) next = (index + step + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key === ' ') next = index;
    else return;
    event.preventDefault();
    const choice = choices[next];
    if (!choice) return;
    navigate(
      { search: variantSearch(product.options, choice.variant.options) },
      { replace: true, preventScrollReset: true },
    );
    links.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="font-semibold">
        {VARIANT_LABELS.chosenValue(option.name, chosen)}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {choices.map((choice, index) => {
          const checked = choice.value === chosen;
          return (
            <Link
              key={choice.value}
              ref={(element) => {
                links.current[index] = element;
              }}
              to={{ search: variantSearch(product.options, choice.variant.options) }}
              replace
              preventScrollReset
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              onKeyDown={(event) => move(event, index)}
              className={`inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border-2 px-3 py-1 text-sm ${
                checked ? 'border-slate-900 font-semibold' : 'border-slate-300 hover:border-slate-500'
              } ${choice.soldOut ? 'bg-slate-50 text-slate-600' : 'bg-white text-slate-900'}`}
            >
              {isColour && (
                <span
                  aria-hidden="true"
                  className={`size-5 shrink-0 rounded-full border border-slate-300 ${swatchClass(choice.value)}`}
                />
              )}
              <span className="flex flex-col leading-tight">
                <span className={choice.soldOut ? 'line-through' : undefined}>{choice.value}</span>
                {choice.soldOut && (
                  // Said in words as well as struck through: part of the value's accessible name.
                  <>
                    {' '}
                    <span className="text-xs font-normal">{PRODUCT_LABELS.outOfStock}</span>
                  </>
                )}
                {!choice.soldOut && isOnSale(choice.variant.price, choice.variant.regularPrice) && (
                  // The variant it leads to is on sale (decision 0062): its price shows once chosen.
                  <>
                    {' '}
                    <span className="text-xs font-semibold text-red-700">{DISCOUNT_TEXTS.saleBadge}</span>
                  </>
                )}
              </span>
            </Link>
          );
        })}
      </div>
    </div>
  );
}
