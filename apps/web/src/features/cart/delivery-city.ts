import { readShopperValue, writeShopperValue } from '../../lib/shopper-storage';

/**
 * The chosen delivery city travels to /order as ?city= (shareable, survives a reload) and is
 * also kept for the session so the cart remembers it when the shopper comes back; it is the
 * shopper's own, so it goes at logout or when another account logs in (lib/shopper-storage.ts).
 */
const CITY = 'delivery-city';

export const rememberedCity = (): string => readShopperValue(CITY);

export const rememberCity = (city: string): void => writeShopperValue(CITY, city);
