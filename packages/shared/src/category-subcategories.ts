import type { Category, Subcategory } from './filters';

/**
 * The subcategories that belong under each category, so the admin site's subcategory menu
 * offers only those of the chosen category. A subcategory may sit under several (a cable is
 * an accessory and networking). Staff pick from these; the server still accepts any listed
 * subcategory, so a product saved before keeps its own.
 */
export const SUBCATEGORIES_BY_CATEGORY: Record<Category, readonly Subcategory[]> = {
  Phone: ['Android Phone', 'iPhone', 'Tablet'],
  Computer: ['Laptop', 'Desktop', 'Monitor', 'Keyboard', 'Mouse'],
  Accessories: [
    'Phone Case',
    'Cable',
    'Charger',
    'Power Bank',
    'Earbuds',
    'Headphones',
    'Speaker',
    'Keyboard',
    'Mouse',
  ],
  Electronics: ['Speaker', 'Soundbar', 'Headphones', 'Earbuds', 'Television', 'Camera'],
  Power: ['Charger', 'Power Bank', 'UPS', 'Cable'],
  Networking: ['Router', 'Cable'],
  Wearables: ['Smartwatch', 'Fitness Band'],
  Gaming: ['Console', 'Gamepad', 'Headphones', 'Monitor'],
};

/**
 * The subcategory menu for `category`: its own subcategories, and `current` too when a
 * product saved earlier has one from elsewhere (it is not taken away unasked).
 */
export function subcategoriesOf(category: string, current: string, all: readonly string[]): string[] {
  const own = SUBCATEGORIES_BY_CATEGORY[category as Category];
  if (!own) return [...all];
  return current !== '' && !own.includes(current as Subcategory) && all.includes(current)
    ? [...own, current]
    : [...own];
}
