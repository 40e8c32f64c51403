import { describe, expect, it } from 'vitest';
import {
  type FilterOptions,
  filterOptionsOf,
  filterSearchString,
  parseFilters,
  toggleFilter,
} from './filter-query';

/** The lists as GET /api/catalogue/lists answers them, with a brand staff added (Vivo). */
const OPTIONS: FilterOptions = filterOptionsOf({
  categories: [
    { name: 'Phone', subcategories: ['Android Phone'] },
    { name: 'Computer', subcategories: ['Laptop'] },
  ],
  subcategories: ['Android Phone', 'Laptop'],
  brands: ['Samsung', 'HP', 'Vivo'],
});

describe('filter query', () => {
  it('reads known values and the sort from the URL, dropping unknown ones', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'category=Phone&brand=HP&brand=Nope&brand=Vivo&sound=Gramophone&sort=price_asc&x=1',
      ),
      OPTIONS,
    );
    expect(filters).toEqual({
      category: ['Phone'],
      subcategory: [],
      brand: ['HP', 'Vivo'],
      sound: [],
      sort: 'price_asc',
    });
    expect(parseFilters(new URLSearchParams('sort=cheapest'), OPTIONS).sort).toBe('default');
  });

  it('keeps the values as they are until the lists have arrived, the sound systems still checked', () => {
    expect(parseFilters(new URLSearchParams('brand=Realme&sound=Gramophone')).brand).toEqual(['Realme']);
    expect(parseFilters(new URLSearchParams('brand=Realme&sound=Gramophone')).sound).toEqual([]);
  });

  it('writes ?category=Phone&brand=HP&sort=price_asc and leaves the default sort out', () => {
    expect(filterSearchString({ category: ['Phone'], brand: ['HP'], sort: 'price_asc' })).toBe(
      '?category=Phone&brand=HP&sort=price_asc',
    );
    expect(filterSearchString({ category: [], sort: 'default' })).toBe('');
  });

  it('toggles a value in the order of the shop lists', () => {
    const start = parseFilters(new URLSearchParams('brand=HP'), OPTIONS);
    const withVivo = toggleFilter(start, 'brand', 'Vivo', OPTIONS);
    const withSamsung = toggleFilter(withVivo, 'brand', 'Samsung', OPTIONS);
    expect(withSamsung.brand).toEqual(['Samsung', 'HP', 'Vivo']);
    expect(toggleFilter(withSamsung, 'brand', 'HP', OPTIONS).brand).toEqual(['Samsung', 'Vivo']);
  });
});
