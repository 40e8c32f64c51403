import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVisitedProduct, VISITED_PRODUCTS_KEY } from '../lib/visited-products';
import { showOfflinePage } from './offline-page';

const phone = { id: 4, name: 'Tecno Spark 20', price: 1650, image: ['/images/demo/tecno-spark-20.svg'] };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.removeItem(VISITED_PRODUCTS_KEY);
  document.body.replaceChildren();
});

describe('recently viewed products offline', () => {
  it("asks for the offline list's picture size when a product is viewed, so the worker keeps it", () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(''));
    });
    // A page the shop's worker controls (jsdom has no service workers).
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    rememberVisitedProduct(phone);
    expect(fetched).toEqual(['/images/sized/320/images/demo/tecno-spark-20.svg']);

    const main = document.createElement('main');
    showOfflinePage(main);
    expect(main.querySelector('img')?.getAttribute('src')).toBe(fetched[0]);
  });

  it('asks for it once the worker takes over a page it did not control yet', () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(''));
    });
    const workers = Object.assign(new EventTarget(), { controller: null });
    Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
    rememberVisitedProduct(phone);
    expect(fetched).toEqual([]);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(fetched).toEqual(['/images/sized/320/images/demo/tecno-spark-20.svg']);
  });

  it('draws a placeholder for a picture the phone does not hold, never a broken picture', () => {
    rememberVisitedProduct(phone);
    rememberVisitedProduct({ ...phone, id: 5, name: 'No picture', image: [] });
    const main = document.createElement('main');
    document.body.append(main);
    showOfflinePage(main);
    const [withoutPicture, withPicture] = main.querySelectorAll('li');
    expect(withoutPicture?.querySelector('[data-testid="picture-placeholder"]')).not.toBeNull();
    withPicture?.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(withPicture?.querySelector('img')).toBeNull();
    expect(withPicture?.querySelector('[data-testid="picture-placeholder"] svg')).not.toBeNull();
    expect(withPicture?.textContent).toContain('Tecno Spark 20');
  });
});
