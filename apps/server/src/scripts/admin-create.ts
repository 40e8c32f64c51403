// `npm run admin:create -- --email E --password P --name N`: creates a staff account, or
// makes an existing account staff (its password and name are then left as they are). The
// first account it makes is the shop owner, who alone gives or removes staff access.
import { parseArgs } from 'node:util';
import { registerBodySchema } from '@shop/shared';
import { loadConfig } from '../config';
import { databaseLocation, openDatabase } from '../db/client';
import { closePasswordStrengthWorkers, createOrPromoteStaff } from '../modules/users';

const usage =
  'Usage: npm run admin:create -- --email staff@example.com --password "a long password" --name "Full Name"';

function readArguments() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  // The same rules as sign-up, so a staff account could also have been made through the shop.
  const result = registerBodySchema.safeParse({ ...values, name: values.name ?? 'Shop Staff' });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${issue.path.join('.') || 'input'}: ${issue.message}.\n${usage}`);
  }
  return result.data;
}

async function main() {
  const input = readArguments();
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
    await closePasswordStrengthWorkers();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
