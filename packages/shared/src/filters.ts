/**
 * The brands, categories and subcategories a new shop starts with (docs/product/selling-rules.md):
 * migration 0022 seeds its tables with them, and staff edit those from then on (decision
 * 0053). Nothing checks a name against these constants; the demo shop's products and pictures
 * are written in their words.
 */
export const CATEGORIES = [
  'Phone',
  'Computer',
  'Accessories',
  'Electronics',
  'Power',
  'Networking',
  'Wearables',
  'Gaming',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SUBCATEGORIES = [
  'Android Phone',
  'iPhone',
  'Tablet',
  'Laptop',
  'Desktop',
  'Monitor',
  'Keyboard',
  'Mouse',
  'Headphones',
  'Earbuds',
  'Speaker',
  'Soundbar',
  'Charger',
  'Power Bank',
  'Cable',
  'Phone Case',
  'Router',
  'Smartwatch',
  'Fitness Band',
  'Camera',
  'Television',
  'UPS',
  'Console',
  'Gamepad',
] as const;
export type Subcategory = (typeof SUBCATEGORIES)[number];

export const BRANDS = [
  'Samsung',
  'Apple',
  'Tecno',
  'Infinix',
  'itel',
  'Xiaomi',
  'Oppo',
  'Nokia',
  'Huawei',
  'HP',
  'Dell',
  'Lenovo',
  'Asus',
  'Acer',
  'Microsoft',
  'Sony',
  'JBL',
  'Bose',
  'Anker',
  'Oraimo',
  'Logitech',
  'TP-Link',
  'Hisense',
  'LG',
  'Nintendo',
] as const;
export type Brand = (typeof BRANDS)[number];

export const SOUND_SYSTEM_OPTIONS = [
  'Bluetooth Speaker',
  'Portable Speaker',
  'Party Speaker',
  'Smart Speaker',
  'Bookshelf Speaker',
  'Soundbar',
  'Subwoofer',
  'Home Theatre',
  'Hi-Fi System',
  'Wireless Earbuds',
  'Over-Ear Headphones',
] as const;
export type SoundSystemOption = (typeof SOUND_SYSTEM_OPTIONS)[number];

/** Sort orders and flags of GET /api/product/list (schemas/catalogue.ts re-exports them). */
/** `rating`: the best average first, then the most reviewed; products without reviews last (decision 0064). */
export const PRODUCT_SORTS = ['default', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_FLAGS = ['top', 'collection'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];
