/**
 * What the browser keeps for the shopper who is logged in (the chosen delivery city, ...): in
 * sessionStorage under one prefix, so that all of it is forgotten when the token changes hands
 * (logout, an expired session, another account logging in). On a phone shared in a family or
 * a shop, the next person sees none of it.
 */
const PREFIX = 'shopper:';

export function readShopperValue(name: string): string {
  try {
    return window.sessionStorage.getItem(PREFIX + name) ?? '';
  } catch {
    // Storage refused (private mode): nothing was kept.
    return '';
  }
}

export function writeShopperValue(name: string, value: string): void {
  try {
    if (value) window.sessionStorage.setItem(PREFIX + name, value);
    else window.sessionStorage.removeItem(PREFIX + name);
  } catch {
    // Storage refused: the value lives only as long as the page.
  }
}

/**
 * The same for a value that must outlive the tab (a checkout under way, which the installed app
 * reopened finds again): in localStorage, forgotten with the rest when the token changes hands.
 */
export function readLastingShopperValue(name: string): string {
  try {
    return window.localStorage.getItem(PREFIX + name) ?? '';
  } catch {
    return '';
  }
}

export function writeLastingShopperValue(name: string, value: string): void {
  try {
    if (value) window.localStorage.setItem(PREFIX + name, value);
    else window.localStorage.removeItem(PREFIX + name);
  } catch {
    // Storage refused: the value lives only as long as the page.
  }
}

export function forgetShopperValues(): void {
  for (const storage of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      const store = storage();
      const names = Array.from({ length: store.length }, (_, index) => store.key(index) ?? '');
      for (const name of names) if (name.startsWith(PREFIX)) store.removeItem(name);
    } catch {
      // Storage refused: nothing was kept.
    }
  }
}
