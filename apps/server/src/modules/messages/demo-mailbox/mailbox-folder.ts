import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_MAILBOX_TEXTS } from '@shop/shared';
import type { OutboxChannel } from '../../../db/schema';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../../private-files';

/** The folder under DATA_DIR that holds the demo mailbox's letters. */
export const DEMO_MAILBOX_FOLDER = 'demo-mailbox';
/** Letters kept; older ones are removed as new ones arrive, so a long demo does not fill the disk. */
const LETTERS_KEPT = 200;
/** Letters the page shows, newest first. */
export const LETTERS_SHOWN = 50;

/** One delivered message as its recipient reads it: the secret (code, link) in place. */
export interface Letter {
  channel: OutboxChannel;
  to: string;
  subject: string;
  text: string;
}

/** A letter read back from its file. */
export interface StoredLetter {
  heading: string;
  deliveredAt: string;
  body: string;
}

/**
 * A letter as a text file a person can open: its heading, when it arrived, then its words.
 * The page reads the same three parts back.
 */
function fileContent(letter: Letter, deliveredAt: Date): string {
  const heading = DEMO_MAILBOX_TEXTS.heading(letter.channel, letter.to, letter.subject);
  return `${heading}\n${deliveredAt.toISOString()}\n\n${letter.text}\n`;
}

/** Removes all but the newest LETTERS_KEPT letters. */
async function removeOldLetters(folder: string): Promise<void> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.txt')).sort();
  const old = names.slice(0, Math.max(0, names.length - LETTERS_KEPT));
  await Promise.all(old.map((name) => rm(path.join(folder, name), { force: true })));
}

/**
 * Writes the letter to its own file, readable by the shop's user alone (decision 0045), named
 * by the time it arrived so that names sort oldest to newest. Answers the file's name.
 */
export async function postLetter(folder: string, letter: Letter, messageId: string): Promise<string> {
  const deliveredAt = new Date();
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  // Colons are not allowed in a Windows file name.
  const name = `${deliveredAt.toISOString().replaceAll(':', '-')}-${letter.channel}-${messageId.slice(0, 8)}.txt`;
  await writeFile(path.join(folder, name), fileContent(letter, deliveredAt), {
    mode: PRIVATE_FILE_MODE,
    flag: 'wx',
  });
  await removeOldLetters(folder);
  return name;
}

/** The newest letters, newest first; none before the first has arrived. */
export async function readLetters(folder: string, limit = LETTERS_SHOWN): Promise<StoredLetter[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .reverse()
    .slice(0, limit);
  const letters = await Promise.all(
    newest.map(async (name) => {
      try {
        return await readFile(path.join(folder, name), 'utf8');
      } catch {
        return undefined; // removed by a newer letter's arrival since the folder was read
      }
    }),
  );
  return letters
    .filter((content): content is string => content !== undefined)
    .map((content) => {
      const [heading = '', deliveredAt = '', ...rest] = content.split('\n');
      return { heading, deliveredAt, body: rest.join('\n').trim() };
    });
}
