// Finds references in comments and docs that lead nowhere: a doc, a section of it, a decision
// record, a migration or a file that does not exist, and citations of documents that are not in
// the repository (the shop's first specification and design, issue trackers). A newcomer reads
// only what the repository holds, so every pointer must land there (docs/product.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BrokenReference {
  /** The file that holds the reference, from the root. */
  file: string;
  line: number;
  reference: string;
  problem: string;
}

/** Where references are looked for, from the repository's root. */
export const SCANNED = ['apps', 'packages', 'scripts', 'e2e', 'docs', 'README.md'];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|sql|css|html|ya?ml|sh)$/;
const OUTPUT_FOLDER =
  /(?:^|\/)(?:node_modules|dist|dist-server|build|coverage|test-results|playwright-report)\//;
/** This check's own test, whose dangling references are planted on purpose. */
const PLANTED_ON_PURPOSE = new Set(['scripts/doc-references.test.ts']);

// Outside documents, named in a way only a citation names them. Written in pieces so that this
// file does not cite them itself.
const OUTSIDE_DOCUMENT = new RegExp(`\\b(?:${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')})\\.md\\b`);
const ISSUE_NUMBER = /\bissues? #?\d+/i;

/** A path under docs/ written from the root: `docs/product/api.md#account`, `docs/decisions/0050`. */
const ROOT_DOC_PATH = /(?<![\w./-])docs\/(?:[\w.-]+\/)*[\w.-]*[\w-](?:#[\w-]+)?/g;
/** "decision 0034", "decisions 0012 and 0013", "decisions 0009, 0010 and 0039". */
const DECISION_NUMBERS = /\bdecisions? (\d{4}(?:(?:,| and| or|,? and)\s+\d{4})*)/gi;
/** "migration 0012", "migrations 0015 and 0019". */
const MIGRATION_NUMBERS = /\bmigrations? (\d{4}(?:(?:,| and| or|,? and)\s+\d{4})*)/gi;
/** A Markdown link's target: `[text](../decisions/0034-pay-on-delivery.md#decision)`. */
const MARKDOWN_LINK = /\[[^\]\n]*\]\(([^)\s]+)\)/g;
/** A path in backticks in a README: `plugins/auth.ts`, `src/api/client.ts`. */
const README_PATH = /`((?:\.{1,2}\/)?(?:[\w.-]+\/)+[\w.-]+\.[a-z]{1,5})`/g;
/** Placeholders a doc writes for a kind of file, not a file: `NNNN-title.md`, `<area>`, `*.test.ts`. */
const PLACEHOLDER = /NNNN|<|>|\*|\{|\}|\.\.\.|\$/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings, a repeated heading numbered as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (!heading) continue;
    const anchor = anchorOf(heading);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** The text files under the scanned paths: git's list when there is one, else a walk. */
export function filesToScan(root: string): string[] {
  let listed: string[];
  try {
    listed = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SCANNED],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      },
    ).split('\n');
  } catch {
    listed = SCANNED.flatMap((entry) => walk(root, entry));
  }
  return listed.filter(
    (file) =>
      TEXT_FILE.test(file) &&
      !OUTPUT_FOLDER.test(file) &&
      !PLANTED_ON_PURPOSE.has(file) &&
      existsSync(path.join(root, file)),
  );
}

function walk(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  if (OUTPUT_FOLDER.test(`${relative}/`) || relative.endsWith('.git')) return [];
  return readdirSync(full).flatMap((name) => walk(root, path.posix.join(relative, name)));
}

/** What the checks know of the repository, read once. */
interface Repository {
  root: string;
  decisions: Set<string>;
  migrations: Set<string>;
  anchorsAt: (file: string) => Set<string>;
}

/** A problem on one line: the reference as written, and why it leads nowhere. */
type Finding = Pick<BrokenReference, 'reference' | 'problem'>;
type Check = (line: string, file: string, repository: Repository) => Finding[];

const outsideCitations: Check = (line) =>
  [OUTSIDE_DOCUMENT, ISSUE_NUMBER].flatMap((pattern) => {
    const found = pattern.exec(line);
    return found
      ? [
          {
            reference: found[0],
            problem: 'cites a document that is not in the repository: cite docs/ or say the reason',
          },
        ]
      : [];
  });

const rootDocPaths: Check = (line, _file, repository) =>
  [...line.matchAll(ROOT_DOC_PATH)].flatMap(([reference]) => {
    const problem = problemWithTarget(repository, reference);
    return problem ? [{ reference, problem }] : [];
  });

const numbered =
  (
    pattern: RegExp,
    known: (repository: Repository) => Set<string>,
    missing: (number: string) => string,
  ): Check =>
  (line, _file, repository) =>
    [...line.matchAll(pattern)].flatMap(([reference, numbers = '']) =>
      (numbers.match(/\d{4}/g) ?? [])
        .filter((number) => !known(repository).has(number))
        .map((number) => ({ reference, problem: missing(number) })),
    );

const decisionNumbers = numbered(
  DECISION_NUMBERS,
  (repository) => repository.decisions,
  (number) => `no decision record ${number} in docs/decisions`,
);
const migrationNumbers = numbered(
  MIGRATION_NUMBERS,
  (repository) => repository.migrations,
  (number) => `no migration ${number} in apps/server/drizzle`,
);

const markdownLinks: Check = (line, file, repository) => {
  if (!file.endsWith('.md')) return [];
  return [...line.matchAll(MARKDOWN_LINK)].flatMap(([, target = '']) => {
    if (/^(?:[a-z]+:|\/\/)/i.test(target)) return [];
    const [targetPath = '', anchor] = target.split('#');
    const resolved = targetPath ? path.posix.join(path.posix.dirname(file), targetPath) : file;
    const problem = problemWithTarget(repository, anchor ? `${resolved}#${anchor}` : resolved);
    return problem ? [{ reference: target, problem }] : [];
  });
};

const readmePaths: Check = (line, file, repository) => {
  if (path.basename(file) !== 'README.md') return [];
  return [...line.matchAll(README_PATH)].flatMap(([, reference = '']) =>
    PLACEHOLDER.test(reference) ||
    reference.startsWith('docs/') ||
    readmePathExists(repository.root, file, reference)
      ? []
      : [{ reference, problem: 'no such file or folder near this README' }],
  );
};

const CHECKS: Check[] = [
  outsideCitations,
  rootDocPaths,
  decisionNumbers,
  migrationNumbers,
  markdownLinks,
  readmePaths,
];

/** Every broken reference in the given files (all scanned files by default). */
export function findBrokenReferences(root: string, files = filesToScan(root)): BrokenReference[] {
  const anchorCache = new Map<string, Set<string>>();
  const repository: Repository = {
    root,
    decisions: numbersIn(path.join(root, 'docs/decisions'), /^(\d{4})-.*\.md$/),
    migrations: numbersIn(path.join(root, 'apps/server/drizzle'), /^(\d{4})_.*\.sql$/),
    anchorsAt: (file) => {
      const anchors = anchorCache.get(file) ?? anchorsOf(readFileSync(file, 'utf8'));
      anchorCache.set(file, anchors);
      return anchors;
    },
  };
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        CHECKS.flatMap((check) => check(line, file, repository)).map((finding) => ({
          file,
          line: index + 1,
          ...finding,
        })),
      ),
  );
}

function numbersIn(folder: string, pattern: RegExp): Set<string> {
  if (!existsSync(folder)) return new Set();
  return new Set(readdirSync(folder).flatMap((name) => pattern.exec(name)?.[1] ?? []));
}

/** Why `reference` (a path from the root, with an optional #anchor) leads nowhere, if it does. */
function problemWithTarget(
  { root, anchorsAt, decisions }: Repository,
  reference: string,
): string | undefined {
  const [relative = '', anchor] = reference.split('#');
  if (PLACEHOLDER.test(relative)) return undefined;
  const full = path.join(root, relative);
  if (!existsSync(full)) {
    // `docs/decisions/0050` names a decision by its number alone.
    const number = /^docs\/decisions\/(\d{4})$/.exec(relative)?.[1];
    if (number && decisions.has(number)) return undefined;
    return `${relative} does not exist`;
  }
  if (anchor && relative.endsWith('.md') && !anchorsAt(full).has(anchor)) {
    return `${relative} has no heading for #${anchor}`;
  }
  return undefined;
}

/**
 * A README names files near it: beside it, from a folder above it (a module README writes
 * `plugins/auth.ts` from `apps/server/src`), in its app's `src/` or a folder of it (an app README
 * writes `cart/get-cart.ts` from `src/api`), or in the shared contract (`schemas/admin.ts`).
 */
function readmePathExists(root: string, readme: string, reference: string): boolean {
  const bases = ['packages/shared/src'];
  for (let folder = path.posix.dirname(readme); ; folder = path.posix.dirname(folder)) {
    bases.push(folder, ...foldersOf(root, path.posix.join(folder, 'src')));
    if (folder === '.' || folder === '/') break;
  }
  return bases.some((base) => existsSync(path.join(root, base, reference)));
}

/** A folder and the folders directly in it, or nothing when it does not exist. */
function foldersOf(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  const children = readdirSync(full, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [folder, ...children.map((entry) => path.posix.join(folder, entry.name))];
}
