import { describe, expect, it } from 'vitest';
import { isCorrectable, searchWords } from './search-words';

describe('searchWords', () => {
  it('lower-cases and splits at anything but letters and digits, each word once', () => {
    expect(searchWords('  Galaxy A15!  ')).toEqual(['galaxy', 'a15']);
    expect(searchWords('JBL-Flip_6 jbl')).toEqual(['jbl', 'flip', '6']);
    expect(searchWords('Café  Ölçü')).toEqual(['café', 'ölçü']);
  });

  it('finds no words in symbols alone, so such a search finds nothing', () => {
    for (const text of ['!!!', '%%', '_', "'--;", '\uFFFD']) expect(searchWords(text), text).toEqual([]);
  });

  it('keeps at most 8 words of at most 40 characters', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords(`${'x'.repeat(41)} phone`)).toEqual(['phone']);
  });
});

describe('isCorrectable', () => {
  it('corrects words of three letters or more, never numbers', () => {
    expect(['samsng', 'iphne', 'lap', 'a15'].map(isCorrectable)).toEqual([true, true, true, true]);
    expect(['15', '2026', 'tv', 'x'].map(isCorrectable)).toEqual([false, false, false, false]);
  });
});
