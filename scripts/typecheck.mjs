// `npm run typecheck`: tsc on each TypeScript project, as many at once as the machine has cores
// (tsc uses one): on a quiet machine of CI's kind (2 cores), 53 to 57 s one after another became
// 39 to 41 s; in CI, beside nothing else of ours, 43 to 48 s.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The longest first, so the others fill the second core around it.
const projects = ['apps/server', 'apps/web', 'apps/admin', 'e2e', 'packages/shared'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const waiting = [...projects];
const failed = [];
async function lane() {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    const result = await check(project);
    // Each project's errors together, not interleaved with another's.
    process.stdout.write(result.output);
    if (result.code !== 0) failed.push(project);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, lane));
if (failed.length > 0) {
  console.error(`\ntypecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
