/**
 * The chosen delivery city travels to /order as ?city= (shareable, survives a reload) and is
 * also kept for the session so the cart remembers it when the shopper comes back.
 */
const CITY_KEY = 'delivery-city';

export function rememberedCity(): string {
  try {
    return window.sessionStorage.getItem(CITY_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberCity(city: string): void {
  try {
    if (city) window.sessionStorage.setItem(CITY_KEY, city);
    else window.sessionStorage.removeItem(CITY_KEY);
  } catch {
    // Storage refused: the city still travels in the URL.
  }
}
