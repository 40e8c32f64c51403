// After `vite build` of the storefront: prints the gzipped JavaScript that / needs at first
// (the entry chunk and every chunk it imports statically, read from dist/.vite/manifest.json)
// and fails the build above the budget. Also prints, for information, the entry plus the
// lazily loaded route chunk of / and of a product page: what a first visit really downloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Decision 0010: what / needs first, its route chunk included, is at most 100 KB gzipped. */
const BUDGET_KB = 100;
/** Lazily loaded routes whose first visit is reported beside the budgeted figure. */
const REPORTED_ROUTES = {
  '/': 'src/app/routes/home.tsx',
  '/singleProducts/:id': 'src/app/routes/product.tsx',
};

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The manifest keys of a chunk and of everything it imports statically, each once. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzippedBytes = (keys) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(path.join(dist, manifest[key].file))).length, 0);
const kilobytes = (bytes) => (bytes / 1024).toFixed(1);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('check-bundle-size: no entry chunk in the manifest');
  process.exit(1);
}
const firstLoad = staticClosure(entryKey);
const firstLoadBytes = gzippedBytes(firstLoad);
console.log(
  `First-load JS of / (entry + static imports, gzipped): ${kilobytes(firstLoadBytes)} KB (budget ${BUDGET_KB} KB)`,
);

// The budget holds for the entry alone and, stricter, for a first visit to / with its route chunk.
let largestBytes = firstLoadBytes;
for (const [route, source] of Object.entries(REPORTED_ROUTES)) {
  if (!manifest[source]) continue;
  const withRouteBytes = gzippedBytes(staticClosure(source, new Set(firstLoad)));
  console.log(`  first visit to ${route}, with its lazy route chunk: ${kilobytes(withRouteBytes)} KB`);
  if (route === '/') largestBytes = Math.max(largestBytes, withRouteBytes);
}

if (largestBytes > BUDGET_KB * 1024) {
  console.error(`check-bundle-size: ${kilobytes(largestBytes)} KB for / is above the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
