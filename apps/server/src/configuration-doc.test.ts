import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentSchema } from './config-environment';

// docs/configuration.md is typed by hand for its meanings, so this test holds it to the schema
// that reads the environment: every variable listed, none that the server does not read, and
// each default the page gives read by the schema as the schema's own default.
const page = readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');

interface Row {
  names: string[];
  /** The defaults the row gives in backticks, one per name; empty when the row says "unset". */
  defaults: string[];
  unset: boolean;
}

/** The table's rows: the names in the first cell, the defaults in the second. */
function rowsOf(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .map((line) => {
      const [names = '', defaults = ''] = line.split(/(?<!\\)\|/).slice(1, 3);
      const backticked = (text: string) =>
        [...text.matchAll(/`([^`]*)`/g)].map((match) => match[1] as string);
      const defaultCell = defaults.trim();
      return {
        names: backticked(names),
        unset: defaultCell.startsWith('unset'),
        // Only the defaults before a bracket: "`false` (`npm start` without keys: `true`)".
        defaults: backticked(defaultCell.split('(')[0] as string),
      };
    });
}

const shape = (environmentSchema as unknown as { shape: Record<string, unknown> }).shape;
const schemaNames = Object.keys(shape);
const schemaDefaults = environmentSchema.parse({}) as Record<string, unknown>;
const rows = rowsOf(page);
const listed = rows.flatMap((row) => row.names);

describe('docs/configuration.md against the environment schema', () => {
  it('lists every variable the server reads', () => {
    expect(schemaNames.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('lists no variable the server does not read, and none twice', () => {
    expect(listed.filter((name) => !schemaNames.includes(name))).toEqual([]);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
  });

  it.each(rows.map((row) => [row.names.join(', '), row] as const))(
    'gives the default of %s as the schema has it',
    (_, row) => {
      for (const [index, name] of row.names.entries()) {
        if (row.unset) {
          expect(schemaDefaults[name], `${name} is said to be unset by default`).toBeUndefined();
          continue;
        }
        const given = row.defaults.length === row.names.length ? row.defaults[index] : row.defaults[0];
        expect(given, `${name} needs its default in backticks`).toBeDefined();
        // The page's default, given to the schema, must read as what the schema takes when unset.
        const read = environmentSchema.parse({ [name]: given }) as Record<string, unknown>;
        expect(read[name], `${name}: the page says \`${given}\``).toEqual(schemaDefaults[name]);
      }
    },
  );

  it('notices a default the page gets wrong', () => {
    const wrong = rowsOf(page.replace('| `PORT` | `3000` |', '| `PORT` | `8080` |')).find(
      (row) => row.names[0] === 'PORT',
    );
    const read = environmentSchema.parse({ PORT: wrong?.defaults[0] }) as Record<string, unknown>;
    expect(read.PORT).not.toEqual(schemaDefaults.PORT);
  });
});
