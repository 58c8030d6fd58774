/**
 * Creates the first administrator (every permission), or gives an existing employee of that
 * e-mail every permission (password unchanged). docs/adr/0019.
 *
 *   npm run admin:create -- --email anna@example.cz --name "Anna Nováková"
 *
 * The password (≥ 12 characters) is read from standard input when it is not a terminal
 * (`printf '%s' "$PW" | npm run admin:create -- ...`), else prompted for without echo.
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { PERMISSIONS, STAFF_PASSWORD_MIN } from '../src/contracts/staff';
import { openDb } from '../src/server/db/client';
import { serverEnv } from '../src/server/env';
import { ensureEmployee } from '../src/server/modules/staff';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

function prompt(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) { process.stdout.write(s); asked = true; }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true });
  const email = values.email?.trim();
  const name = values.name?.trim();
  if (!email || !email.includes('@') || !name) throw new Error('usage: npm run admin:create -- --email x@example.cz --name "Full Name"');
  const password = process.stdin.isTTY ? await prompt('Password (≥ 12 characters): ') : await readStdin();
  if (password.length < STAFF_PASSWORD_MIN) throw new Error(`the password must have at least ${STAFF_PASSWORD_MIN} characters`);
  const env = serverEnv();
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR, migrate: true });
  try {
    const { id, created } = await ensureEmployee(handle.db, { email, name, password, permissions: PERMISSIONS }, new Date());
    console.log(created ? `administrator ${email} created (id ${id}) with every permission` : `${email} exists (id ${id}): every permission granted, password unchanged`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
