import { describe, expect, it } from 'vitest';
import { filterSearchString, parseFilters, toggleFilter } from './filter-query';

describe('filter query', () => {
  it('reads known values and the sort from the URL, dropping unknown ones', () => {
    const filters = parseFilters(
      new URLSearchParams('category=Phone&brand=HP&brand=Nope&sort=price_asc&x=1'),
    );
    expect(filters).toEqual({
      category: ['Phone'],
      subcategory: [],
      brand: ['HP'],
      sound: [],
      sort: 'price_asc',
    });
    expect(parseFilters(new URLSearchParams('sort=cheapest')).sort).toBe('default');
  });

  it('writes ?category=Phone&brand=HP&sort=price_asc and leaves the default sort out', () => {
    expect(filterSearchString({ category: ['Phone'], brand: ['HP'], sort: 'price_asc' })).toBe(
      '?category=Phone&brand=HP&sort=price_asc',
    );
    expect(filterSearchString({ category: [], sort: 'default' })).toBe('');
  });

  it('toggles a value in the order of the shop lists', () => {
    const start = parseFilters(new URLSearchParams('brand=HP'));
    const withSamsung = toggleFilter(start, 'brand', 'Samsung');
    expect(withSamsung.brand).toEqual(['Samsung', 'HP']);
    expect(toggleFilter(withSamsung, 'brand', 'HP').brand).toEqual(['Samsung']);
  });
});
