import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface FolderModes {
  /** Every file and folder found, the folder itself included. */
  walked: number;
  /** Files found (PGlite's among them), so a test can tell it looked at a real data directory. */
  files: number;
  /** Each path the group or anyone else may read, write or enter, with its mode (`0644 data/x`). */
  offenders: string[];
}

/** Walks `folder` (links are not followed) and lists what is not its owner's alone. */
export function readableByOthers(folder: string): FolderModes {
  const found: FolderModes = { walked: 0, files: 0, offenders: [] };
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    found.walked += 1;
    if (stats.isFile()) found.files += 1;
    if ((stats.mode & 0o077) !== 0) {
      found.offenders.push(`${(stats.mode & 0o777).toString(8).padStart(4, '0')} ${entry}`);
    }
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return found;
}
