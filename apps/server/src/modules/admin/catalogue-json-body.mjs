// The catalogue import's JSON body ({ "csv": "...", "apply": true }, as the admin site sends it)
// read as it arrives, in the worker thread of catalogue-file-task.mjs (decision 0046): the csv
// string's characters are handed on as they are decoded, so the file is parsed while the body
// still arrives and the thread never holds the body and the file whole. Any other shape of body
// is left to JSON.parse and the route's schema, whose answers keep their words.

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * @param {(text: string) => void} onCsvText called with each decoded piece of the csv string
 * @returns {{ write(text: string): void, end(): { ok: true, apply: boolean } | { invalidJson: true }
 *   | { parse: string, csvStreamed: boolean } }}
 * `end` answers `parse` (text for JSON.parse) when the body was not of the expected shape: the
 * whole body, or, once the csv string had been handed on, `{"csv":""` and what followed it.
 */
export function jsonImportBody(onCsvText) {
  let state = 'start';
  let key = '';
  let literal = '';
  let unicode = '';
  let apply;
  const seen = new Set();
  /** The body as it came, kept until the csv string starts (then only what follows the string). */
  let kept = [];
  let csvStreamed = false;
  /** Not the expected shape: the rest is only kept, for JSON.parse at the end. */
  let givenUp = false;
  let broken = false;

  const giveUp = () => {
    givenUp = true;
    return undefined;
  };

  function step(text, index) {
    const character = text[index];
    switch (state) {
      case 'start':
        if (WHITESPACE.has(character)) return index + 1;
        if (character !== '{') return giveUp();
        state = 'key';
        return index + 1;
      case 'key':
        if (WHITESPACE.has(character)) return index + 1;
        if (character !== '"') return giveUp();
        key = '';
        state = 'key-text';
        return index + 1;
      case 'key-text': {
        const close = text.indexOf('"', index);
        const part = close === -1 ? text.slice(index) : text.slice(index, close);
        if (part.includes('\\')) return giveUp();
        key += part;
        if (close === -1) return text.length;
        state = 'colon';
        return close + 1;
      }
      case 'colon':
        if (WHITESPACE.has(character)) return index + 1;
        if (character !== ':' || seen.has(key)) return giveUp();
        seen.add(key);
        state = 'value';
        return index + 1;
      case 'value':
        if (WHITESPACE.has(character)) return index + 1;
        if (key === 'csv' && character === '"') {
          state = 'csv';
          csvStreamed = true;
          return index + 1;
        }
        if (key !== 'apply' || (character !== 't' && character !== 'f')) return giveUp();
        literal = '';
        state = 'literal';
        return index;
      case 'literal':
        if (/[a-z]/.test(character)) {
          literal += character;
          return index + 1;
        }
        if (literal !== 'true' && literal !== 'false') return giveUp();
        apply = literal === 'true';
        state = 'next';
        return index;
      case 'csv': {
        let end = index;
        while (end < text.length && text[end] !== '"' && text[end] !== '\\') end += 1;
        if (end > index) onCsvText(text.slice(index, end));
        if (end === text.length) return end;
        state = text[end] === '"' ? 'next' : 'escape';
        return end + 1;
      }
      case 'escape':
        if (character === 'u') {
          unicode = '';
          state = 'unicode';
        } else if (character in ESCAPES) {
          onCsvText(ESCAPES[character]);
          state = 'csv';
        } else broken = true;
        return index + 1;
      case 'unicode':
        if (!/[0-9a-fA-F]/.test(character)) {
          broken = true;
          return index + 1;
        }
        unicode += character;
        if (unicode.length === 4) {
          onCsvText(String.fromCharCode(Number.parseInt(unicode, 16)));
          state = 'csv';
        }
        return index + 1;
      case 'next':
        if (WHITESPACE.has(character)) return index + 1;
        if (character === ',') state = 'key';
        else if (character === '}') state = 'done';
        else return giveUp();
        return index + 1;
      default:
        // Anything after the closing brace but whitespace makes it no JSON at all.
        if (!WHITESPACE.has(character)) broken = true;
        return index + 1;
    }
  }

  const inCsv = () => state === 'csv' || state === 'escape' || state === 'unicode';

  return {
    write(text) {
      if (givenUp) return kept.push(text);
      if (broken) return;
      // From where this piece is kept for JSON.parse: nothing of the csv string itself.
      let keepFrom = inCsv() ? undefined : 0;
      let index = 0;
      while (index < text.length && !givenUp && !broken) {
        const wasInCsv = inCsv();
        index = step(text, index) ?? index;
        if (!wasInCsv && inCsv()) {
          kept = [];
          keepFrom = undefined;
        } else if (wasInCsv && !inCsv()) {
          kept = ['{"csv":""'];
          keepFrom = index;
        }
      }
      if (keepFrom !== undefined) kept.push(text.slice(keepFrom));
    },
    end() {
      if (broken || inCsv()) return { invalidJson: true };
      if (state === 'done' && !givenUp && csvStreamed && apply !== undefined) return { ok: true, apply };
      return { parse: kept.join(''), csvStreamed };
    },
  };
}
