import {
  aliasSize,
  answerSize,
  CATALOGUE_TOPICS,
  type CatalogueTopic,
  type StoredAnswer,
} from './stored-answer';

/**
 * Spellings of one question remembered for the front door. A new spelling beyond these
 * replaces the oldest; it is still answered from the cache, after validation.
 */
export const MAX_ALIASES_PER_ANSWER = 8;

interface Entry {
  answer: StoredAnswer;
  /** Bytes counted for the answer and its key. */
  size: number;
  /** The URLs that name this answer, oldest first. */
  aliases: string[];
}

/**
 * Answers kept in memory, least recently used first out, bounded by their bytes: the
 * answers, their compressed forms, their keys and the URLs that name them all count
 * (`bytes`), so no spelling of a URL can grow memory past the budget.
 *
 * A reader that queried the database before a write committed must not store what it read
 * after the write has cleared the store; so each topic counts its clearings, a reader notes
 * the counts when it starts (`stamp`) and `put` refuses an answer whose topics were cleared
 * since.
 */
export class AnswerStore {
  private readonly entries = new Map<string, Entry>();
  /** URL as asked -> the key of the answer it names; only for answers held. */
  private readonly keysByUrl = new Map<string, string>();
  private readonly clearings = new Map<CatalogueTopic, number>();
  private usedBytes = 0;

  constructor(readonly maxBytes: number) {
    for (const topic of CATALOGUE_TOPICS) this.clearings.set(topic, 0);
  }

  get bytes(): number {
    return this.usedBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get aliases(): number {
    return this.keysByUrl.size;
  }

  get(key: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Moved to the back of the map: the map's order is the order of last use.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** The answer a URL was last seen to name, if it is still held. */
  getByUrl(url: string): StoredAnswer | undefined {
    const key = this.keysByUrl.get(url);
    return key === undefined ? undefined : this.get(key);
  }

  /** Remembers that `url` names the answer held under `key` (nothing if none is held). */
  addAlias(url: string, key: string) {
    const entry = this.entries.get(key);
    if (!entry || this.keysByUrl.has(url)) return;
    const size = aliasSize(url);
    if (entry.size + size > this.maxBytes / 4) return;
    if (entry.aliases.length >= MAX_ALIASES_PER_ANSWER) this.forgetAlias(entry, entry.aliases[0]!);
    entry.aliases.push(url);
    entry.size += size;
    this.keysByUrl.set(url, key);
    this.usedBytes += size;
    this.evictOverflow();
  }

  /** The clearing counts of these topics now, for a later `put`. */
  stamp(topics: readonly CatalogueTopic[]): number {
    let sum = 0;
    for (const topic of topics) sum += this.clearings.get(topic) ?? 0;
    return sum;
  }

  /** Whether a body this long could be kept at all: `put` refuses more than a quarter of the budget. */
  mayHold(bodyBytes: number): boolean {
    return bodyBytes <= this.maxBytes / 4;
  }

  /** Keeps an answer unless its topics were cleared after `stamp`, or it is too large to be worth it. */
  put(key: string, answer: StoredAnswer, stamp: number): boolean {
    if (this.stamp(answer.topics) !== stamp) return false;
    const size = answerSize(key, answer);
    if (!this.mayHold(size)) return false;
    this.remove(key);
    this.entries.set(key, { answer, size, aliases: [] });
    this.usedBytes += size;
    this.evictOverflow();
    return true;
  }

  /** Records the compressed forms of a kept answer (they may arrive after it was cleared). */
  addCompressedForms(key: string, answer: StoredAnswer, forms: { brotli: Buffer; gzip: Buffer }) {
    const entry = this.entries.get(key);
    if (entry?.answer !== answer) return;
    const before = answerSize(key, answer);
    answer.brotli = forms.brotli;
    answer.gzip = forms.gzip;
    const grown = answerSize(key, answer) - before;
    entry.size += grown;
    this.usedBytes += grown;
    this.evictOverflow();
  }

  clear(topics: readonly CatalogueTopic[]) {
    for (const topic of topics) this.clearings.set(topic, (this.clearings.get(topic) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.answer.topics.some((topic) => topics.includes(topic))) this.remove(key);
    }
  }

  clearAll() {
    this.clear(CATALOGUE_TOPICS);
  }

  private forgetAlias(entry: Entry, url: string) {
    entry.aliases.splice(entry.aliases.indexOf(url), 1);
    this.keysByUrl.delete(url);
    const size = aliasSize(url);
    entry.size -= size;
    this.usedBytes -= size;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const url of entry.aliases) this.keysByUrl.delete(url);
    this.usedBytes -= entry.size;
  }

  private evictOverflow() {
    for (const key of this.entries.keys()) {
      if (this.usedBytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}
