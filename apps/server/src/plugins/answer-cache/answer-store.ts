/** What an answer depends on; a write clears every answer that carries its topic. */
export type CatalogueTopic = 'products' | 'heroes' | 'delivery_fees' | 'store_info';

export const CATALOGUE_TOPICS: readonly CatalogueTopic[] = [
  'products',
  'heroes',
  'delivery_fees',
  'store_info',
];

/** One serialised answer, as sent, with what is needed to send it again. */
export interface StoredAnswer {
  body: Buffer;
  /** Filled in once the compression in the background has finished. */
  brotli?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /**
   * The other headers the app's hooks gave the answer (the security headers), for the front
   * door (front-door.ts), which answers without running them.
   */
  headers: Record<string, string>;
  topics: readonly CatalogueTopic[];
}

const ENTRY_OVERHEAD_BYTES = 512;

function sizeOf(key: string, answer: StoredAnswer): number {
  return (
    ENTRY_OVERHEAD_BYTES +
    key.length * 2 +
    answer.body.length +
    (answer.brotli?.length ?? 0) +
    (answer.gzip?.length ?? 0)
  );
}

/**
 * Answers kept in memory, least recently used first out, bounded by their bytes.
 *
 * A reader that queried the database before a write committed must not store what it read
 * after the write has cleared the store; so each topic counts its clearings, a reader notes
 * the counts when it starts (`stamp`) and `put` refuses an answer whose topics were cleared
 * since.
 */
export class AnswerStore {
  private readonly answers = new Map<string, StoredAnswer>();
  private readonly sizes = new Map<string, number>();
  private readonly clearings = new Map<CatalogueTopic, number>();
  private usedBytes = 0;

  constructor(private readonly maxBytes: number) {
    for (const topic of CATALOGUE_TOPICS) this.clearings.set(topic, 0);
  }

  get bytes(): number {
    return this.usedBytes;
  }

  get size(): number {
    return this.answers.size;
  }

  get(key: string): StoredAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    // Moved to the back of the map: the map's order is the order of last use.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /** The clearing counts of these topics now, for a later `put`. */
  stamp(topics: readonly CatalogueTopic[]): number {
    let sum = 0;
    for (const topic of topics) sum += this.clearings.get(topic) ?? 0;
    return sum;
  }

  /** Keeps an answer unless its topics were cleared after `stamp`, or it is too large to be worth it. */
  put(key: string, answer: StoredAnswer, stamp: number): boolean {
    if (this.stamp(answer.topics) !== stamp) return false;
    const size = sizeOf(key, answer);
    if (size > this.maxBytes / 4) return false;
    this.remove(key);
    this.answers.set(key, answer);
    this.sizes.set(key, size);
    this.usedBytes += size;
    this.evictOverflow();
    return true;
  }

  /** Records the compressed forms of a kept answer (they may arrive after it was cleared). */
  addCompressedForms(key: string, answer: StoredAnswer, forms: { brotli: Buffer; gzip: Buffer }) {
    if (this.answers.get(key) !== answer) return;
    answer.brotli = forms.brotli;
    answer.gzip = forms.gzip;
    const size = sizeOf(key, answer);
    this.usedBytes += size - (this.sizes.get(key) ?? 0);
    this.sizes.set(key, size);
    this.evictOverflow();
  }

  clear(topics: readonly CatalogueTopic[]) {
    for (const topic of topics) this.clearings.set(topic, (this.clearings.get(topic) ?? 0) + 1);
    for (const [key, answer] of this.answers) {
      if (answer.topics.some((topic) => topics.includes(topic))) this.remove(key);
    }
  }

  clearAll() {
    this.clear(CATALOGUE_TOPICS);
  }

  private remove(key: string) {
    if (!this.answers.delete(key)) return;
    this.usedBytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }

  private evictOverflow() {
    for (const key of this.answers.keys()) {
      if (this.usedBytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}
