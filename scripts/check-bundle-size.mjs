// After `vite build` of the storefront: prints the gzipped JavaScript that / needs at first
// (the entry chunk and every chunk it imports statically, read from dist/.vite/manifest.json)
// and fails the build above the budget. Also prints, for information, the entry plus the
// lazily loaded home route, which is what a first visit to / really downloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_ROUTE_SOURCE = 'src/app/routes/home.tsx';

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

if (manifest[HOME_ROUTE_SOURCE]) {
  const withHome = staticClosure(HOME_ROUTE_SOURCE, new Set(firstLoad));
  console.log(`  with the home route's lazy chunk: ${kilobytes(gzippedBytes(withHome))} KB`);
}

if (firstLoadBytes > BUDGET_KB * 1024) {
  console.error(`check-bundle-size: ${kilobytes(firstLoadBytes)} KB is above the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
