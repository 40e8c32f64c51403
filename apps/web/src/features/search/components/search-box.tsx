import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_LABELS,
  SEARCH_RESULTS_TEXT,
  TRUNCATE_LONG,
  truncate,
} from '@shop/shared';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchProducts } from '../../../api/products/search-products';
import { SalePrice } from '../../../components/sale-price';
import { listedPriceWording } from '../../../lib/listed-price';
import { paths } from '../../../lib/paths';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';
import { HighlightMatch } from './highlight-match';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Live product search in the header: a combobox whose listbox shows up to 8 products for the
 * typed text, ranked by the server, typos forgiven. When none match, the names closest to the
 * text are offered instead ("Did you mean Samsung?"), and choosing one searches for it. The
 * list ends with "See all results", the results page /products?q=.
 * Up/Down move, Enter opens the product or takes the suggestion, and with nothing highlighted
 * (a phone's Go key) opens the results page; Escape closes the list. Leaving for a page
 * gives up focus, so a phone's keyboard goes down.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const query = useSearchProducts(debounced);
  const settled = debounced === trimmed && !query.isFetching;
  const results = query.data?.products ?? [];
  // Suggestions belong to the text they were made for: none while the answer is on its way.
  const suggestions = settled && results.length === 0 ? (query.data?.suggestions ?? []) : [];
  const seeAllIndex = results.length > 0 ? results.length + suggestions.length : -1;
  const optionCount = results.length + suggestions.length + (seeAllIndex >= 0 ? 1 : 0);
  const showList = open && trimmed.length > 0;

  const leaveFor = (path: string) => {
    setOpen(false);
    setText('');
    setActive(-1);
    inputRef.current?.blur();
    navigate(path);
  };

  const choose = (index: number) => {
    if (index === seeAllIndex) {
      leaveFor(paths.search(trimmed));
      return;
    }
    const product = results[index];
    const suggestion = suggestions[index - results.length];
    if (suggestion !== undefined) {
      setText(suggestion);
      setActive(-1);
      return;
    }
    if (product) leaveFor(paths.product(product.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (optionCount ? (current + 1) % optionCount : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (optionCount ? (current <= 0 ? optionCount - 1 : current - 1) : -1));
    } else if (event.key === 'Enter') {
      if (showList && active >= 0) {
        event.preventDefault();
        choose(active);
      } else if (trimmed) {
        event.preventDefault();
        leaveFor(paths.search(trimmed));
      }
    } else if (event.key === 'Escape') {
      if (showList) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="relative w-full">
      <label htmlFor={`${listId}-input`} className="sr-only">
        {SEARCH_LABELS.label}
      </label>
      <Search
        aria-hidden="true"
        size={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={inputRef}
        id={`${listId}-input`}
        enterKeyHint="search"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder={SEARCH_LABELS.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-full border border-slate-300 bg-white py-2 pr-4 pl-10 text-slate-900"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={SEARCH_LABELS.results}
        hidden={!showList}
        className="absolute z-40 mt-1 max-h-96 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
      >
        {results.map((product, index) => (
          <div
            key={product.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1 ${index === active ? 'bg-slate-100' : ''}`}
          >
            <img
              {...sizedImage(product.image[0], IMAGE_SIZES.thumbnail)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="h-10 w-10 object-contain"
            />
            <span className="flex-1 text-sm" title={product.name}>
              <HighlightMatch name={truncate(product.name, TRUNCATE_LONG)} text={trimmed} />
            </span>
            <span className="text-right text-sm">
              <SalePrice
                price={product.price}
                regularPrice={product.regularPrice}
                shown={listedPriceWording(product)}
                priceClassName="font-semibold"
                className="justify-end"
              />
            </span>
          </div>
        ))}
        {showList && results.length === 0 && (
          <p className="px-3 py-2 text-sm text-slate-600">
            {settled ? SEARCH_LABELS.noResults : SEARCH_LABELS.searching}
          </p>
        )}
        {suggestions.map((suggestion, index) => {
          const position = results.length + index;
          return (
            <div
              key={suggestion}
              id={optionId(position)}
              role="option"
              tabIndex={-1}
              aria-selected={position === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(position);
              }}
              onMouseEnter={() => setActive(position)}
              className={`min-h-11 cursor-pointer px-3 py-3 text-sm ${position === active ? 'bg-slate-100' : ''}`}
            >
              {SEARCH_LABELS.didYouMean} <span className="font-semibold">{suggestion}</span>?
            </div>
          );
        })}
        {seeAllIndex >= 0 && (
          <div
            id={optionId(seeAllIndex)}
            role="option"
            tabIndex={-1}
            aria-selected={seeAllIndex === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(seeAllIndex);
            }}
            onMouseEnter={() => setActive(seeAllIndex)}
            className={`min-h-11 cursor-pointer border-t border-slate-200 px-3 py-3 text-sm font-semibold text-blue-800 ${seeAllIndex === active ? 'bg-slate-100' : ''}`}
          >
            {SEARCH_RESULTS_TEXT.seeAll(trimmed)}
          </div>
        )}
      </div>
    </div>
  );
}
