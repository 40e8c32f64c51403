import type { AdminCatalogueLists, CatalogueLists } from './schemas/catalogue-lists';

/**
 * The subcategory menu for `category`, from the lists staff keep (decision 0053): the
 * subcategories linked to it, and `current` too when a product saved earlier has one from
 * elsewhere (it is not taken away unasked). No category chosen yet: every subcategory.
 */
export function subcategoriesOf(lists: CatalogueLists, category: string, current: string): string[] {
  const own = lists.categories.find((candidate) => candidate.name === category)?.subcategories;
  if (!own) return [...lists.subcategories];
  return current !== '' && !own.includes(current) && lists.subcategories.includes(current)
    ? [...own, current]
    : [...own];
}

/** The staff's lists (each entry with its count) as the menus read them. */
export function catalogueListsOf(lists: Omit<AdminCatalogueLists, 'success'>): CatalogueLists {
  return {
    categories: lists.categories.map((category) => ({
      name: category.name,
      subcategories: lists.subcategories
        .filter((subcategory) => subcategory.categories.includes(category.name))
        .map((subcategory) => subcategory.name),
    })),
    subcategories: lists.subcategories.map((subcategory) => subcategory.name),
    brands: lists.brands.map((brand) => brand.name),
  };
}
