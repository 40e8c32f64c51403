import { describe, expect, it } from 'vitest';
import { describeEachDatabase, testConfig } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import type { App } from '../zod-type-provider';
import { AnswerStore, MAX_ALIASES_PER_ANSWER } from './answer-store';
import { ownedBytes, type StoredAnswer } from './stored-answer';

// Decision 0016: 20,000 spellings of one list URL (spaces the validation trims) once grew the
// server by 130 MB with a 64 MB cache, because the URLs it remembered counted nowhere.

const BUDGET_MB = 1;
const BUDGET_BYTES = BUDGET_MB * 1024 * 1024;

/** The same search, padded with spaces before and after in the `index`-th way. */
function paddedSearch(index: number, word = 'samsung') {
  const before = '%20'.repeat(index % 150);
  const after = '+'.repeat(Math.floor(index / 150));
  return `/api/product/list?q=${before}${word}${after}&limit=4`;
}

/** A URL just under the 8 KB the server takes, naming the same search as every other. */
function longSearch(index: number, word = 'samsung') {
  const start = `/api/product/list?limit=4&q=${'+'.repeat(index)}${word}`;
  return `${start}${'%20'.repeat(Math.floor((8000 - start.length) / 3))}`;
}

async function askAll(app: App, urls: string[], batch = 100) {
  let highest = 0;
  for (let start = 0; start < urls.length; start += batch) {
    const answers = await Promise.all(urls.slice(start, start + batch).map((url) => app.inject({ url })));
    for (const answer of answers) expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    highest = Math.max(highest, app.answerCache.bytes);
  }
  return highest;
}

describeEachDatabase('the answer cache within its memory budget', { seed: true }, (context) => {
  it('counts every URL it remembers, and keeps 20,000 padded spellings and 8 KB URLs within CATALOGUE_CACHE_MB', async () => {
    const app = await buildApp(testConfig({ catalogueCacheMb: BUDGET_MB }), {
      database: context.database,
      skipMigrations: true,
      logger: false,
    });
    try {
      const first = await app.inject({ url: paddedSearch(0) });
      expect(first.statusCode).toBe(200);
      const oneAnswer = app.answerCache.bytes;
      expect(oneAnswer).toBeGreaterThan(first.rawPayload.length);

      const padded = Array.from({ length: 20_000 }, (_, index) => paddedSearch(index + 1));
      const highest = await askAll(app, padded);
      expect(highest).toBeLessThanOrEqual(BUDGET_BYTES);
      // All one question: one answer, and only the last few spellings remembered for the front door.
      expect(app.answerCache.answers).toBe(1);
      expect(app.answerCache.aliases).toBe(MAX_ALIASES_PER_ANSWER);
      // Every one was answered from memory but the first.
      const hits = app.answerCache.hits;
      await app.inject({ url: padded[padded.length - 1]! });
      expect(app.answerCache.hits).toBe(hits + 1);

      // URLs of 8 KB: what they cost is counted, not hidden beside the budget.
      const long = Array.from({ length: 400 }, (_, index) => longSearch(index));
      expect(long.every((url) => url.length > 7900 && url.length <= 8192)).toBe(true);
      expect(await askAll(app, long, 50)).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(app.answerCache.aliases).toBe(MAX_ALIASES_PER_ANSWER);
      expect(app.answerCache.bytes).toBeGreaterThan(oneAnswer + MAX_ALIASES_PER_ANSWER * 7900);

      // Many questions, each with long spellings: the oldest answers go, their URLs with them.
      const words = ['apple', 'hp', 'dell', 'jbl', 'sony', 'lenovo', 'tecno', 'infinix', 'oppo', 'nokia'];
      const many = words.flatMap((word) =>
        Array.from({ length: 30 }, (_, index) => longSearch(index, `${word}${index % 10}`)),
      );
      expect(await askAll(app, many, 50)).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(app.answerCache.aliases).toBeLessThanOrEqual(app.answerCache.answers * MAX_ALIASES_PER_ANSWER);
    } finally {
      await app.close();
    }
  }, 300_000);
});

describe('the answer store', () => {
  const answer = (bytes: number): StoredAnswer => ({
    body: Buffer.alloc(bytes, 'a'),
    etag: '"tag"',
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
    headers: { 'x-content-type-options': 'nosniff' },
    topics: ['products'],
  });

  it('forgets the URLs of an answer with the answer, and gives back every byte they counted', () => {
    const store = new AnswerStore(1024 * 1024);
    expect(store.put('list ?q=a', answer(2000), store.stamp(['products']))).toBe(true);
    const alone = store.bytes;
    store.addAlias('/api/product/list?q=a', 'list ?q=a');
    store.addAlias('/api/product/list?q=+a', 'list ?q=a');
    expect(store.aliases).toBe(2);
    expect(store.bytes).toBeGreaterThan(alone + 2 * '/api/product/list?q=a'.length);
    expect(store.getByUrl('/api/product/list?q=+a')?.body.length).toBe(2000);
    // No URL names an answer that is not held.
    store.addAlias('/api/product/list?q=b', 'list ?q=b');
    expect(store.getByUrl('/api/product/list?q=b')).toBeUndefined();

    store.clear(['products']);
    expect(store.bytes).toBe(0);
    expect(store.aliases).toBe(0);
    expect(store.getByUrl('/api/product/list?q=a')).toBeUndefined();
  });

  it('keeps the last few spellings of one answer, and evicts the least recently used answer with its URLs', () => {
    const store = new AnswerStore(64 * 1024);
    store.put('one', answer(10_000), store.stamp(['products']));
    for (let index = 0; index < 50; index += 1) store.addAlias(`/one?${'&'.repeat(index)}`, 'one');
    expect(store.aliases).toBe(MAX_ALIASES_PER_ANSWER);
    expect(store.getByUrl('/one?')).toBeUndefined();
    expect(store.getByUrl(`/one?${'&'.repeat(49)}`)).toBeDefined();
    for (const key of ['two', 'three', 'four', 'five', 'six', 'seven'])
      store.put(key, answer(10_000), store.stamp(['products']));
    expect(store.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(store.getByUrl(`/one?${'&'.repeat(49)}`)).toBeUndefined();
    expect(store.aliases).toBe(0);
  });

  it('holds small bodies in memory of their own, not in slices of a shared 8 KB slab', () => {
    const text = JSON.stringify({ success: true, product: { name: 'Galaxy A15' } });
    expect(Buffer.from(text).buffer.byteLength).toBeGreaterThan(4096);
    const owned = ownedBytes(text);
    expect(owned.buffer.byteLength).toBe(owned.length);
    expect(owned.toString()).toBe(text);
    const compressed = ownedBytes(Buffer.from(text));
    expect(compressed.buffer.byteLength).toBe(compressed.length);
  });
});
