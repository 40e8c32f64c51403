// Asks for a password on the terminal without showing it, so it stays out of the command line
// that npm prints and of the shell's history (decision 0045).
import { stdin, stdout } from 'node:process';
import readline from 'node:readline';

const ENTER = new Set(['\r', '\n']);
const CONTROL_C = '\u0003';
const CONTROL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);
const ESCAPE = '\u001b';

export class PasswordPromptError extends Error {
  override name = 'PasswordPromptError';
}

/** Reads one line typed at the terminal with echo off: nothing typed is printed. */
function readHiddenLine(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      // An arrow or function key arrives as one escape sequence: none of it is the password.
      if (chunk.startsWith(ESCAPE)) return;
      for (const character of chunk) {
        if (ENTER.has(character)) return finish();
        if (character === CONTROL_C)
          return finish(new PasswordPromptError('Cancelled; nothing was changed.'));
        if (character === CONTROL_D && typed === '') {
          return finish(new PasswordPromptError('No password typed; nothing was changed.'));
        }
        if (BACKSPACE.has(character)) typed = Array.from(typed).slice(0, -1).join('');
        else if (character >= ' ') typed += character;
      }
    };
    // Echo off before the question shows: whatever is typed once it is on the screen stays unseen.
    stdin.setRawMode(true);
    stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** The first line of a piped stdin (`printf '%s\n' "$PASSWORD" | npm run admin:create ...`). */
async function readPipedLine(): Promise<string | undefined> {
  const lines = readline.createInterface({ input: stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return undefined;
  } finally {
    lines.close();
    stdin.destroy();
  }
}

/**
 * Asks for a new password for `email`. At a terminal it is typed twice, unseen, and the two
 * must match; from a pipe its first line is the password.
 */
export async function promptForNewPassword(email: string): Promise<string> {
  if (!stdin.isTTY) {
    const line = await readPipedLine();
    if (line === undefined) {
      throw new PasswordPromptError(
        'No password: type it when asked at a terminal, pipe it on stdin, or give --password.',
      );
    }
    return line;
  }
  const password = await readHiddenLine(`Password for ${email} (not shown as you type): `);
  const again = await readHiddenLine('The same password again: ');
  if (password !== again) throw new PasswordPromptError('The two passwords differ; nothing was changed.');
  return password;
}
