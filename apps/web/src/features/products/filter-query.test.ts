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

  it('keeps a pickup branch in ?branch=, dropping one the shop does not offer or that is not an id', () => {
    const pickup = [1, 2];
    expect(parseFilters(new URLSearchParams('branch=2&brand=HP'), OPTIONS, pickup)).toMatchObject({
      branch: 2,
      brand: ['HP'],
    });
    expect(parseFilters(new URLSearchParams('branch=3'), OPTIONS, pickup).branch).toBeUndefined();
    expect(parseFilters(new URLSearchParams('branch=kumasi'), OPTIONS, pickup).branch).toBeUndefined();
    expect(parseFilters(new URLSearchParams('branch=0')).branch).toBeUndefined();
    // Until the branches have arrived the id stays, as the lists' values do.
    expect(parseFilters(new URLSearchParams('branch=3')).branch).toBe(3);
    expect(filterSearchString({ brand: ['HP'], branch: 2, sort: 'default' })).toBe('?brand=HP&branch=2');
  });
});
