// Staff commands: `npx tsx server/cli.ts make-staff <email>` or `create-staff <email> <password>`.
// They use the same configuration as the server (DATABASE_URL, or the embedded database in data/).
import { z } from 'zod';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { createStaff, makeStaff } from './review/staff';

const usage = 'Usage: npx tsx server/cli.ts make-staff <email> | create-staff <email> <password>';

async function run(args: string[]): Promise<string> {
  const [command, email, password] = args;
  if (!email || (command !== 'make-staff' && command !== 'create-staff')) throw new Error(usage);
  const database = openDatabase(configFromEnv().database);
  try {
    await database.migrate();
    if (command === 'make-staff') {
      const user = await makeStaff(database.db, email);
      if (!user) throw new Error(`No account has the address ${email}. Use create-staff to make one.`);
      return `${user.email} is now staff.`;
    }
    if (!password) throw new Error(usage);
    const user = await createStaff(database.db, email, password);
    return `Staff account ready: ${user.email} (sign in with the role ${user.role}).`;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    const message =
      error instanceof z.ZodError
        ? (error.issues[0]?.message ?? 'Invalid input')
        : String((error as Error).message ?? error);
    console.error(message);
    process.exitCode = 1;
  },
);
