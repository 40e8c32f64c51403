import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A README's "file | holds" table is a promise about its folder, so it is checked against it.
// The rule:
// - The table is the one whose header's first cell is `file`; each backticked name in a row's
//   first cell (`a.ts`, `b.ts` or a folder `sms/`) is a path from the README's folder and must
//   exist.
// - Every file directly in the folder must be named, except README.md, the module's face
//   `index.ts`, and tests (`*.test.ts`, `*.test.tsx`), which name themselves by what they test.
// - Every folder directly in it must be named, itself (`sms/`) or by a file in it
//   (`sms/sms-sender.ts`), unless it has a README of its own, which then holds its table.
const root = path.resolve(import.meta.dirname, '..');
const SEARCHED = ['apps', 'packages', 'e2e', 'scripts', 'deploy'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'test-results', 'playwright-report']);

function readmesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : readmesUnder(full);
    return entry.name === 'README.md' ? [full] : [];
  });
}

/** The names of a README's file table, or undefined when it has none. */
function namesInFileTable(markdown: string): string[] | undefined {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*file\s*\|/.test(line));
  if (header === -1) return undefined;
  const names: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const firstCell = line.split(/(?<!\\)\|/)[1] ?? '';
    for (const match of firstCell.matchAll(/`([^`]+)`/g)) names.push((match[1] as string).trim());
  }
  return names;
}

const exempt = (name: string) => name === 'README.md' || name === 'index.ts' || /\.test\.tsx?$/.test(name);

/** What a table and its folder disagree on: names of nothing, and files or folders left out. */
function fileTableMismatches(folder: string, names: string[]) {
  // A name counts for its first folder too: `sms/sms-sender.ts` names `sms`.
  const listed = new Set(names.flatMap((name) => [name.replace(/\/$/, ''), name.split('/')[0] as string]));
  const missing = names.filter((name) => !existsSync(path.join(folder, name)));
  const unlisted = readdirSync(folder)
    .filter((name) => !exempt(name) && !listed.has(name))
    .filter((name) => {
      const full = path.join(folder, name);
      return !(statSync(full).isDirectory() && existsSync(path.join(full, 'README.md')));
    });
  return { missing, unlisted };
}

const tables = SEARCHED.flatMap((folder) => readmesUnder(path.join(root, folder)))
  .map((readme) => ({ readme, names: namesInFileTable(readFileSync(readme, 'utf8')) }))
  .filter((table): table is { readme: string; names: string[] } => table.names !== undefined);

describe("every README's file table against its folder", () => {
  it('finds the tables', () => {
    expect(tables.length).toBeGreaterThanOrEqual(10);
  });

  it.each(tables.map((table) => [path.relative(root, table.readme), table] as const))(
    '%s names what its folder holds, and nothing else',
    (_, { readme, names }) => {
      expect(fileTableMismatches(path.dirname(readme), names)).toEqual({ missing: [], unlisted: [] });
    },
  );
});

describe('the rule itself', () => {
  const folder = path.join(root, 'apps/server/src/modules/cart');
  const table = namesInFileTable(readFileSync(path.join(folder, 'README.md'), 'utf8')) ?? [];

  it('fails on a file listed that does not exist', () => {
    expect(fileTableMismatches(folder, [...table, 'cart-gone.ts']).missing).toEqual(['cart-gone.ts']);
  });

  it('fails on a file of the folder the table leaves out', () => {
    const [first, ...rest] = table;
    expect(fileTableMismatches(folder, rest).unlisted).toEqual([first]);
  });

  it('reads several names in one cell and stops at the end of the table', () => {
    const markdown =
      '| file | holds |\n|---|---|\n| `a.ts`, `b.ts` | two |\n| `sms/` | a folder |\n\nAfter: `c.ts`\n';
    expect(namesInFileTable(markdown)).toEqual(['a.ts', 'b.ts', 'sms/']);
  });
});
