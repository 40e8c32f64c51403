import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorOf, type BrokenReference, filesToScan, findBrokenReferences } from './doc-references';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readable = ({ file, line, reference, problem }: BrokenReference) =>
  `${file}:${line} ${reference}: ${problem}`;

describe('references in comments and docs', () => {
  it('every doc, section, decision, migration and README path named in the repository exists, and nothing cites a document outside it', () => {
    expect(findBrokenReferences(root).map(readable)).toEqual([]);
  });

  it('scans the source and docs of the apps, packages, scripts, browser tests and docs, without build output', () => {
    const files = filesToScan(root);
    for (const expected of [
      'README.md',
      'docs/product.md',
      'docs/decisions/0001-embedded-postgresql-by-default.md',
      'apps/server/src/app.ts',
      'apps/web/src/lib/paths.ts',
      'packages/shared/src/constants.ts',
      'e2e/tests/fixtures.ts',
      'scripts/doc-references.ts',
    ]) {
      expect(files).toContain(expected);
    }
    expect(files.filter((file) => /(?:^|\/)(?:node_modules|dist)\//.test(file))).toEqual([]);
  });
});

describe('the reference check on a planted repository', () => {
  // The outside documents' names in pieces, so that this file cites neither.
  const specification = ['SP', 'EC.md'].join('');
  const design = ['DES', 'IGN.md'].join('');
  let planted: string;
  const plant = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
      writeFileSync(path.join(planted, file), text);
    }
  };
  const brokenIn = (file: string) =>
    findBrokenReferences(planted)
      .filter((broken) => broken.file === file)
      .map((broken) => broken.reference);

  beforeAll(() => {
    planted = mkdtempSync(path.join(tmpdir(), 'doc-references-'));
    plant({
      'docs/product.md':
        '# The product\n\n## Who uses it\n\n## Departures\n\nSee [the API](product/api.md#account).\n',
      'docs/product/api.md': '# The API\n\n## Account\n\n## Account\n',
      'docs/decisions/0007-checkout-starts-on-the-server.md': '# 0007\n\n## Decision\n',
      'apps/server/drizzle/0012_phone_numbers.sql': '-- Phones (decision 0007).\n',
      'apps/server/src/modules/cart/README.md':
        '| file | holds |\n|---|---|\n| `cart-routes.ts` | the calls |\n| `plugins/auth.ts` | sessions |\n',
      'apps/server/src/modules/cart/cart-routes.ts':
        '// The cart (docs/product/api.md#account-1, decision 0007, migration 0012).\n',
      'apps/server/src/plugins/auth.ts': '// Sessions (docs/product.md#who-uses-it; docs/decisions/0007).\n',
      'apps/server/node_modules/library/index.js': `// ${specification} section 5, issue 4\n`,
    });
  });
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('finds nothing in references that all lead somewhere', () => {
    expect(findBrokenReferences(planted).map(readable)).toEqual([]);
  });

  it('finds a citation of the first specification, its design, or an issue number, in code and in docs', () => {
    plant({
      'apps/web/src/header.ts': `// Staff see an Admin link (${specification} section 6).\n`,
      'docs/operations.md': `# Operations\n\nAs ${design} 9.1 says.\n`,
      'e2e/tests/cart.spec.ts': "test('the cart (Issue 27)', () => {});\n",
    });
    expect(brokenIn('apps/web/src/header.ts')).toEqual([specification]);
    expect(brokenIn('docs/operations.md')).toEqual([design]);
    expect(brokenIn('e2e/tests/cart.spec.ts')).toEqual(['Issue 27']);
  });

  it('finds a doc, a section, a decision or a migration that does not exist', () => {
    plant({
      'packages/shared/src/money.ts': [
        '// Pesewas (docs/product/money.md).',
        '// Figures (docs/product/api.md#figures).',
        '// Adapters (decision 0018), as decisions 0007 and 0019 say.',
        '// A record by number: docs/decisions/0099.',
        '// Phones (migration 0013).',
      ].join('\n'),
    });
    expect(brokenIn('packages/shared/src/money.ts')).toEqual([
      'docs/product/money.md',
      'docs/product/api.md#figures',
      'decision 0018',
      'decisions 0007 and 0019',
      'docs/decisions/0099',
      'migration 0013',
    ]);
  });

  it("finds a Markdown link to a missing file or heading, and a README's path to a missing file", () => {
    plant({
      'docs/guide.md':
        '# Guide\n\n[rules](product/rules.md), [who](product.md#who-may-pay), [here](#guide), [away](#nowhere)\n',
      'apps/server/src/modules/orders/README.md':
        '| file | holds |\n|---|---|\n| `checkout/hold.ts` | the hold |\n',
    });
    expect(brokenIn('docs/guide.md')).toEqual(['product/rules.md', 'product.md#who-may-pay', '#nowhere']);
    expect(brokenIn('apps/server/src/modules/orders/README.md')).toEqual(['checkout/hold.ts']);
  });
});

describe("a heading's anchor", () => {
  it('is the heading in lower case with its punctuation dropped and its spaces as hyphens', () => {
    expect(anchorOf('Who uses it')).toBe('who-uses-it');
    expect(anchorOf('Log In and Sign Up')).toBe('log-in-and-sign-up');
    expect(anchorOf('Pages, files and service')).toBe('pages-files-and-service');
    expect(anchorOf('`GET /api/cart`: the cart')).toBe('get-apicart-the-cart');
  });
});
