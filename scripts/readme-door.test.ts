import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is the door (decision 0058): short, with the two commands a newcomer runs, and
// CI running exactly the second one. Figures, settings and operations live in docs/.
const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe('the README', () => {
  it('stays a door: at most 160 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(160);
  });

  it('gives the two commands as they are run: the shop, then every test', () => {
    expect(readme).toContain('```sh\nnpm install && npm start\n```');
    expect(readme).toContain('```sh\nnpm test\n```');
  });

  it("is what CI runs: `.ci/run` ends with the README's `npm test` after a clean install", () => {
    const steps = readFileSync(path.join(root, '.ci/run'), 'utf8').trimEnd().split('\n');
    expect(steps.slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });

  it('carries no dated logs of figures: they are rows of docs/benchmarks.md', () => {
    expect(readme).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
    expect(readme).toContain('docs/benchmarks.md');
  });
});
