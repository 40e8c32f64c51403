import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the browser build's `.vite/manifest.json` says of one module, as far as this file reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The entry of every storefront page the server renders. */
const PAGE_ENTRY = 'index.html';

export type BuildManifest = Record<string, ManifestChunk>;

/** The browser build beside the server's renderer (dist-server/ next to dist/); none in tests. */
const BUILT_MANIFEST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../dist/.vite/manifest.json',
);
let built: BuildManifest | null | undefined;

export function readBuiltManifest(): BuildManifest | undefined {
  if (built === undefined) {
    built = existsSync(BUILT_MANIFEST)
      ? (JSON.parse(readFileSync(BUILT_MANIFEST, 'utf8')) as BuildManifest)
      : null;
  }
  return built ?? undefined;
}

/**
 * The `<link>`s that fetch the code of the pages a render matched, with every chunk it imports
 * and its styles, beside the entry's own (which index.html names already). The browser then has
 * them by the time it takes the page over, and the build's loader finds each one linked and adds
 * nothing to the document while the page hydrates (decision 0039).
 */
export function pageChunkLinks(manifest: BuildManifest, sources: readonly string[]): string {
  const closure = (keys: readonly string[], skip: ReadonlySet<string>) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || skip.has(chunk.file) || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const style of chunk.css ?? []) styles.add(style);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { scripts, styles };
  };
  // What the page's own entry loads, index.html links already (offline.html is another entry).
  const linked = closure([PAGE_ENTRY], new Set());
  const { scripts, styles } = closure(sources, new Set([...linked.scripts, ...linked.styles]));
  return [
    ...[...styles]
      .filter((file) => !linked.styles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
