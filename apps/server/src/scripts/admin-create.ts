// `npm run admin:create -- --email E --name N`: creates a staff account, or makes an existing
// account staff (its password and name are then left as they are). The password is asked for
// unseen (or read from a pipe): npm prints the command line, so a --password there shows on
// the screen and stays in the shell's history. The first account it makes is the shop owner,
// who alone gives or removes staff access.
import { parseArgs } from 'node:util';
import { registerBodySchema } from '@shop/shared';
import { loadConfig } from '../config';
import { databaseLocation, openDatabase } from '../db/client';
import { closePasswordWorkers, createOrPromoteStaff } from '../modules/users';
import { keepNewFilesPrivate } from '../private-files';
import { promptForNewPassword } from './password-prompt';

const usage =
  'Usage: npm run admin:create -- --email staff@example.com --name "Full Name"   (the password is asked for)';

/** The same rules as sign-up, so a staff account could also have been made through the shop. */
function checked(values: { email?: string; password?: string; name?: string }) {
  const result = registerBodySchema.safeParse({ ...values, name: values.name ?? 'Shop Staff' });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${issue.path.join('.') || 'input'}: ${issue.message}.\n${usage}`);
  }
  return result.data;
}

async function readInput() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (values.password !== undefined) return checked(values);
  // The e-mail and name are checked before the password is asked for, not after it is typed.
  const known = registerBodySchema.safeParse({ ...values, name: values.name ?? 'Shop Staff', password: '' });
  const wrong = known.success ? undefined : known.error.issues.find((issue) => issue.path[0] !== 'password');
  if (wrong) throw new Error(`${wrong.path.join('.')}: ${wrong.message}.\n${usage}`);
  return checked({ ...values, password: await promptForNewPassword(values.email!.trim().toLowerCase()) });
}

async function main() {
  keepNewFilesPrivate();
  const input = await readInput();
  const database = await openDatabase(databaseLocation(loadConfig()));
  try {
    await database.migrate();
    const { outcome, isOwner } = await createOrPromoteStaff(database.db, input);
    console.log(
      outcome === 'created'
        ? `Created the staff account ${input.email}.`
        : `${input.email} already had an account; it is now a staff account (password unchanged).`,
    );
    if (isOwner) console.log(`${input.email} is the shop owner: only it gives or removes staff access.`);
  } finally {
    await closePasswordWorkers();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
