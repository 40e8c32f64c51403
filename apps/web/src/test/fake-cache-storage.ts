/**
 * An in-memory CacheStorage, the part of the Cache API the storefront uses (has, open, keys,
 * delete; a cache's put, match, keys, delete), for the tests: jsdom has no `caches`. Entries are
 * keyed by their whole URL, as the browser's caches key them by default.
 */
class FakeCache {
  readonly entries = new Map<string, Response>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(request))?.clone();
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
}

function urlOf(request: RequestInfo | URL): string {
  if (request instanceof Request) return request.url;
  return new URL(String(request), window.location.href).href;
}

export class FakeCacheStorage {
  private readonly caches = new Map<string, FakeCache>();

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  /** Every address kept, in every cache, as `cache name: URL`. */
  async addresses(): Promise<string[]> {
    const addresses: string[] = [];
    for (const [name, cache] of this.caches) {
      for (const url of cache.entries.keys()) addresses.push(`${name}: ${url}`);
    }
    return addresses;
  }
}
