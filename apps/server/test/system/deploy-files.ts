import { readFileSync } from 'node:fs';
import path from 'node:path';

// Readers of the deploy guide's files (docs/deploy.md, .env.example, deploy/*.service), shared by
// scripts/deploy-guide.test.ts (the files agree with the server) and deploy-guide.test.ts here
// (the guide's commands run as written).
export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export const readRepositoryFile = (relative: string) =>
  readFileSync(path.join(repositoryRoot, relative), 'utf8');

export interface EnvironmentLine {
  name: string;
  /** The value as written, quotes removed; undefined for a setting commented out on purpose. */
  value: string | undefined;
  /** The comment line just above the setting. */
  comment: string | undefined;
  /** The line as written. */
  text: string;
}

const SETTING = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/;

/** The settings of a .env file: `NAME=value` lines and `# NAME=value` ones left unset on purpose. */
export function settingsOf(file: string): EnvironmentLine[] {
  const lines = file.split('\n');
  return lines.flatMap((text, index) => {
    const match = SETTING.exec(text);
    if (!match) return [];
    const previous = lines[index - 1];
    const written = match[3] as string;
    return [
      {
        name: match[2] as string,
        value: match[1] ? undefined : written.replace(/^"(.*)"$/, '$1'),
        comment: previous?.startsWith('# ') && !SETTING.test(previous) ? previous : undefined,
        text,
      },
    ];
  });
}

/**
 * A value systemd's EnvironmentFile= and a shell's `.` read alike: bare, without spaces, quotes,
 * `$`, backquotes, backslashes or `#`; or in double quotes without `$`, backquotes, backslashes
 * or inner quotes.
 */
export const READ_ALIKE = /^[A-Z][A-Z0-9_]*=(?:[^\s"'$`\\#]*|"[^"$`\\]*")$/;

/** A unit file's `Key=value` lines by section, in order (a key may repeat). */
export function unitSettings(unit: string): Array<{ section: string; key: string; value: string }> {
  let section = '';
  return unit.split('\n').flatMap((line) => {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1] as string;
      return [];
    }
    const setting = /^([A-Za-z]+)=(.*)$/.exec(line);
    return setting ? [{ section, key: setting[1] as string, value: setting[2] as string }] : [];
  });
}

export const unitValue = (unit: string, key: string) =>
  unitSettings(unit).find((setting) => setting.key === key)?.value;

/** A fenced block of docs/deploy.md with the marker comment on the line before its fence. */
export interface GuideBlock {
  /** `tested`, `tested: build` or `tested: start`; undefined for a block without a marker. */
  marker: string | undefined;
  code: string;
  /** The 1-based line of the opening fence. */
  line: number;
}

/** Every fenced block of a Markdown page, with the marker comment (`<!-- tested -->`) above it. */
export function guideBlocks(markdown: string): GuideBlock[] {
  const lines = markdown.split('\n');
  const blocks: GuideBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!/^```\w*$/.test(lines[index] as string)) continue;
    const marker = /^<!-- (tested(?:: [a-z]+)?) -->$/.exec(lines[index - 1] ?? '')?.[1];
    const end = lines.findIndex((line, after) => after > index && line === '```');
    if (end === -1) throw new Error(`The block at line ${index + 1} of the guide is never closed`);
    blocks.push({ marker, code: lines.slice(index + 1, end).join('\n'), line: index + 1 });
    index = end;
  }
  return blocks;
}

/** The guide's commands as a list of lines: comments, blank lines and `\` continuations joined. */
export const commandsOf = (code: string) =>
  code
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

/** What the guide writes into `target` with `sudo tee <target> >/dev/null <<'EOF'` (a drop-in). */
export function heredocOf(markdown: string, target: string): string | undefined {
  const start = `sudo tee ${target} >/dev/null <<'EOF'\n`;
  const from = markdown.indexOf(start);
  if (from === -1) return undefined;
  const body = markdown.slice(from + start.length);
  return body.slice(0, body.indexOf('\nEOF\n') + 1);
}
