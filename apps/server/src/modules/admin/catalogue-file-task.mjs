// Reads a catalogue import's file in a worker thread (catalogue-file-intake.ts, decision 0046):
// the request's bytes arrive here over a MessagePort as the server receives them, and the CSV is
// parsed as they come, so the event loop never holds the file's text or its parse. Refuses as
// soon as the file passes its limits (characters, rows) instead of after reading it all.
// Plain JavaScript, so the same file runs from the sources and, copied by build.mjs, beside
// dist/main.js. It knows no message text: it answers what it found, the server words it.
import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse';

/** Records go back in batches: each message is small to take in on the event loop. */
const RECORDS_PER_MESSAGE = 250;
/** A JSON body's file is parsed in slices, so its row limit stops the parse early too. */
const SLICE_BYTES = 256 * 1024;

/**
 * @typedef {{ port: import('node:worker_threads').MessagePort, format: 'csv' | 'json',
 *   maxCharacters: number, maxRows: number }} Task
 * Messages in: { chunk: Uint8Array }, { end: true }, { abort: true }.
 * Messages out: { read: bytes } per chunk taken, { records: string[][] }, and last { done: outcome },
 * outcome one of { ok: true, apply? }, { refusal: 'tooLarge' | 'tooManyRows' | 'notAllowedCharacter'
 *   | 'invalidJson' }, { refusal: 'unreadable', reason }, { refusal: 'invalidBody', body }.
 */

/** @param {Task} task */
export default function readCatalogueFile({ port, format, maxCharacters, maxRows }) {
  return new Promise((resolve) => {
    let finished = false;
    let batch = [];
    let recordCount = 0;
    let characters = 0;
    const decoder = new StringDecoder('utf8');
    const jsonChunks = [];
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

    /** A JSON body ({ csv, apply }): read whole, then its file parsed a slice at a time. */
    const takeJsonBody = async () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(jsonChunks).toString('utf8'));
      } catch {
        return finish({ refusal: 'invalidJson' });
      }
      jsonChunks.length = 0;
      const wellFormed =
        body !== null &&
        typeof body === 'object' &&
        !Array.isArray(body) &&
        Object.keys(body).sort().join() === 'apply,csv' &&
        typeof body.apply === 'boolean' &&
        typeof body.csv === 'string' &&
        body.csv.length <= maxCharacters &&
        !body.csv.includes('\u0000') &&
        body.csv.isWellFormed();
      // The server checks anything else with the route's own schema, so its answer is the schema's.
      if (!wellFormed) return finish({ refusal: 'invalidBody', body });
      const bytes = Buffer.from(body.csv, 'utf8');
      for (let start = 0; start < bytes.length && !finished; start += SLICE_BYTES) {
        await feed(bytes.subarray(start, start + SLICE_BYTES));
      }
      await endParse({ apply: body.apply });
    };

    let work = Promise.resolve();
    port.on('message', (message) => {
      if (message.abort) return finish({ refusal: 'aborted' });
      work = work.then(async () => {
        if (finished) return;
        if (message.chunk) {
          const bytes = Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
          if (format === 'json') jsonChunks.push(bytes);
          else await takeCsvChunk(bytes);
          port.postMessage({ read: bytes.length });
        } else if (message.end) {
          if (format === 'json') await takeJsonBody();
          else await endParse({});
        }
      });
    });
  });
}
