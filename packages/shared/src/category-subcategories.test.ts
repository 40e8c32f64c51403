import { describe, expect, it } from 'vitest';
import { catalogueListsOf, subcategoriesOf } from './category-subcategories';

/** The staff's lists as GET /api/admin/catalogue-lists answers them. */
const staffLists = {
  brands: [{ id: 1, name: 'Vivo', products: 0 }],
  categories: [
    { id: 1, name: 'Accessories', products: 3 },
    { id: 2, name: 'Networking', products: 1 },
  ],
  subcategories: [
    { id: 1, name: 'Cable', products: 2, categories: ['Accessories', 'Networking'] },
    { id: 2, name: 'Router', products: 1, categories: ['Networking'] },
    { id: 3, name: 'Drone', products: 0, categories: [] },
  ],
};

describe('the subcategory menu from the lists staff keep', () => {
  const lists = catalogueListsOf(staffLists);

  it('puts each subcategory under every category it is ticked under', () => {
    expect(lists.categories).toEqual([
      { name: 'Accessories', subcategories: ['Cable'] },
      { name: 'Networking', subcategories: ['Cable', 'Router'] },
    ]);
    expect(lists.subcategories).toEqual(['Cable', 'Router', 'Drone']);
    expect(lists.brands).toEqual(['Vivo']);
  });

  it("offers the chosen category's subcategories, keeps a product's own one, and all before a choice", () => {
    expect(subcategoriesOf(lists, 'Networking', '')).toEqual(['Cable', 'Router']);
    expect(subcategoriesOf(lists, 'Accessories', 'Router')).toEqual(['Cable', 'Router']);
    expect(subcategoriesOf(lists, 'Accessories', 'Spaceship')).toEqual(['Cable']);
    expect(subcategoriesOf(lists, '', '')).toEqual(['Cable', 'Router', 'Drone']);
  });
});
