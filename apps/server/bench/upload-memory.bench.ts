// The server's resident memory (RSS) while staff upload large images at once, through HTTP:
// `npx tsx apps/server/bench/upload-memory.bench.ts [side] [count]` (default three 16000x16000
// PNGs, a few MB each, as a hostile or careless upload would be). PGlite in memory, or the
// PostgreSQL of BENCH_DATABASE_URL, whose own memory is not the server's. Prints figures.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, createDeflate } from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createSession } from '../src/plugins/auth';

const side = Number(process.argv[2] ?? 16_000);
const count = Number(process.argv[3] ?? 3);
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** An RGB PNG of side x side black pixels, deflated a row at a time so making it costs no memory. */
async function blackPng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + width * 3);
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL })
  : await openDatabase({ kind: 'pglite-memory' });
await database.migrate();
const config = {
  ...loadConfig({}),
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'shop-upload-bench-')),
  logLevel: 'silent' as const,
  checkoutSweepIntervalS: 0,
  mailPollIntervalS: 0,
};
const app = await buildApp(config, { database, skipMigrations: true, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const [staff] = await database.db
  .insert(users)
  .values({ name: 'Bench Staff', email: `bench-${Date.now()}@example.com`, passwordHash: 'x', isAdmin: true })
  .returning({ id: users.id });
const token = await createSession(database.db, staff!.id);

const upload = async (png: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'big.png');
  const response = await fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
};

// sharp and multipart loaded, as in a server that has taken an upload before.
await upload(await blackPng(200, 200));
const png = await blackPng(side, side);
global.gc?.();
await new Promise((resolve) => setTimeout(resolve, 500));
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const statuses = await Promise.all(Array.from({ length: count }, () => upload(png)));
const took = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
await new Promise((resolve) => setTimeout(resolve, 1000));
const after = process.memoryUsage().rss;
console.log(
  `${count} uploads of ${side}x${side} (${(png.length / 1024).toFixed(0)} KB each) at once, ${database.kind}: ` +
    `answers ${statuses.join(', ')} in ${took.toFixed(0)} ms; RSS before ${megabytes(before)} MB, ` +
    `peak ${megabytes(peak)} MB, 1 s after ${megabytes(after)} MB`,
);
await app.close();
await database.close();
