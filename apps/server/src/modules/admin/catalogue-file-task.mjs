// Reads a catalogue import's file in a worker thread (catalogue-file-intake.ts, decision 0046):
// the request's bytes arrive here over a MessagePort as the server receives them, and the CSV is
// parsed as they come, so the event loop never holds the file's text or its parse. Refuses as
// soon as the file passes its limits (characters, rows) instead of after reading it all.
// Plain JavaScript, so the same file runs from the sources and, copied by build.mjs, beside
// dist/main.js. It knows no message text: it answers what it found, the server words it.
import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse';
import { jsonImportBody } from './catalogue-json-body.mjs';

/** Records go back in batches: each message is small to take in on the event loop. */
const RECORDS_PER_MESSAGE = 250;

/**
 * @typedef {{ port: import('node:worker_threads').MessagePort, format: 'csv' | 'json',
 *   maxCharacters: number, maxRows: number }} Task
 * Messages in: { chunk: Uint8Array }, { end: true }, { abort: true }.
 * Messages out: { read: bytes } per chunk taken, { records: string[][] }, and last { done: outcome },
 * outcome one of { ok: true, apply? }, { refusal: 'tooLarge' | 'tooManyRows' | 'invalidJson' },
 * { refusal: 'notAllowedCharacter', where? }, { refusal: 'unreadable', reason },
 * { refusal: 'invalidBody', body }.
 */

/** @param {Task} task */
export default function readCatalogueFile({ port, format, maxCharacters, maxRows }) {
  return new Promise((resolve) => {
    let finished = false;
    let batch = [];
    let recordCount = 0;
    let characters = 0;
    const decoder = new StringDecoder('utf8');
    const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: false });

    const finish = (outcome) => {
      if (finished) return;
      finished = true;
      if (batch.length > 0) port.postMessage({ records: batch });
      batch = [];
      port.postMessage({ done: outcome });
      port.close();
      parser.destroy();
      resolve(outcome.refusal ?? 'read');
    };
    parser.on('data', (record) => {
      if (finished) return;
      recordCount += 1;
      // The first record is the header; the limit counts products.
      if (recordCount - 1 > maxRows) return finish({ refusal: 'tooManyRows' });
      batch.push(record);
      if (batch.length >= RECORDS_PER_MESSAGE) {
        port.postMessage({ records: batch });
        batch = [];
      }
    });
    parser.on('error', (error) => finish({ refusal: 'unreadable', reason: error.message }));

    /** Feeds bytes to the parser and waits until it has taken them (its records are out by then). */
    const feed = (bytes) =>
      new Promise((done) => {
        if (finished || bytes.length === 0) return done();
        parser.write(bytes, () => setImmediate(done));
      });
    /** Ends the parse; its last records come out before 'end', an unclosed quote as an error. */
    const endParse = (extra) =>
      new Promise((done) => {
        if (finished) return done();
        parser.once('end', () => {
          finish({ ok: true, ...extra });
          done();
        });
        parser.once('close', done);
        parser.end();
      });

    /** A CSV body: counted, checked and parsed a chunk at a time. */
    const takeCsvChunk = async (bytes) => {
      characters += decoder.write(bytes).length;
      if (characters > maxCharacters) return finish({ refusal: 'tooLarge' });
      // In UTF-8 a zero byte is only ever the NUL character, which PostgreSQL cannot store.
      if (bytes.includes(0)) return finish({ refusal: 'notAllowedCharacter' });
      await feed(bytes);
    };

    /** The csv string's text, decoded from a JSON body and not yet parsed. */
    let pending = [];
    /** Half of a surrogate pair, waiting for the piece with its other half. */
    let held = '';
    const jsonBody = jsonImportBody((text) => pending.push(text));

    /** Parses what the JSON body's csv string has given so far, checked and counted as the file's own text. */
    const feedCsvText = async (last) => {
      let text = held + pending.join('');
      pending = [];
      held = '';
      const lastCode = text.charCodeAt(text.length - 1);
      if (!last && lastCode >= 0xd800 && lastCode <= 0xdbff) {
        held = text.slice(-1);
        text = text.slice(0, -1);
      }
      if (text.length === 0) return;
      characters += text.length;
      if (characters > maxCharacters) return finish({ refusal: 'tooLarge' });
      if (text.includes('\u0000') || !text.isWellFormed()) {
        return finish({ refusal: 'notAllowedCharacter', where: 'csv' });
      }
      await feed(Buffer.from(text, 'utf8'));
    };

    const isImportBody = (body) =>
      body !== null &&
      typeof body === 'object' &&
      !Array.isArray(body) &&
      Object.keys(body).sort().join() === 'apply,csv' &&
      typeof body.apply === 'boolean' &&
      typeof body.csv === 'string';

    /** The end of a JSON body: its file's last rows, or, for a body of another shape, JSON.parse's and the schema's word. */
    const endJsonBody = async () => {
      jsonBody.write(decoder.end());
      await feedCsvText(true);
      if (finished) return;
      const read = jsonBody.end();
      if (read.invalidJson) return finish({ refusal: 'invalidJson' });
      if (read.ok) return endParse({ apply: read.apply });
      let body;
      try {
        body = JSON.parse(read.parse);
      } catch {
        return finish({ refusal: 'invalidJson' });
      }
      // The server checks it with the route's own schema, so the answer is in the schema's words.
      if (read.csvStreamed || !isImportBody(body)) return finish({ refusal: 'invalidBody', body });
      // The right shape, written in a way the reader does not follow (a key with escapes): read whole.
      pending.push(body.csv);
      await feedCsvText(true);
      await endParse({ apply: body.apply });
    };

    let work = Promise.resolve();
    port.on('message', (message) => {
      if (message.abort) return finish({ refusal: 'aborted' });
      work = work.then(async () => {
        if (finished) return;
        if (message.chunk) {
          const bytes = Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
          if (format === 'json') {
            jsonBody.write(decoder.write(bytes));
            await feedCsvText(false);
          } else await takeCsvChunk(bytes);
          port.postMessage({ read: bytes.length });
        } else if (message.end) {
          if (format === 'json') await endJsonBody();
          else await endParse({});
        }
      });
    });
  });
}
