// Bundles the server into dist/main.js. Packages from the registry stay external; the
// workspace's shared package is TypeScript source, so it is bundled in.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@shop/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// Worker-thread tasks are plain JavaScript, started by URL beside the bundle (plugins/worker-pool.ts).
copyFileSync('src/modules/users/password-strength-task.mjs', 'dist/password-strength-task.mjs');
copyFileSync('src/modules/users/password-hash-task.mjs', 'dist/password-hash-task.mjs');
copyFileSync('src/modules/users/password-thread-priority.mjs', 'dist/password-thread-priority.mjs');
copyFileSync('src/modules/admin/catalogue-file-task.mjs', 'dist/catalogue-file-task.mjs');
copyFileSync('src/modules/admin/catalogue-json-body.mjs', 'dist/catalogue-json-body.mjs');
copyFileSync('src/db/pglite-thread.mjs', 'dist/pglite-thread.mjs');
copyFileSync('src/db/pglite-prepared.mjs', 'dist/pglite-prepared.mjs');
console.log('Built apps/server/dist/main.js');
