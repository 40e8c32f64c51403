import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../paths';
import { type Finding, fix, ok } from './finding';

/** The repository's `engines.node` (">=20.19"): the Node.js the shop is built and tested on. */
export function enginesNode(): string {
  const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  return manifest.engines?.node ?? '>=20.19';
}

const numbers = (version: string) =>
  version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);

/** Whether `version` (20.19.2) meets a ">=major.minor[.patch]" range. */
export function meetsMinimum(version: string, range: string): boolean {
  const minimum = /^>=\s*([\d.]+)$/.exec(range.trim())?.[1];
  if (!minimum) return true; // a range the doctor cannot read is not the owner's fault
  const have = numbers(version);
  const need = numbers(minimum);
  for (let index = 0; index < Math.max(have.length, need.length); index++) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

export function checkNodeVersion(version = process.versions.node, range = enginesNode()): Finding {
  return meetsMinimum(version, range)
    ? ok(`Node.js ${version} (the shop asks ${range}).`)
    : fix(
        `Node.js ${version} is older than the shop asks (${range}): it may fail mid-checkout. Install Node.js 20.19 or newer.`,
      );
}
