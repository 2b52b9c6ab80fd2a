/**
 * `npm run admin:create-owner -- --email x@y --name "..." [--password-stdin]`: adds an owner to
 * the database of the server's configuration (DATABASE_URL or the embedded one in DATA_DIR; stop
 * the server first for the embedded one). Asks for the password without echo, twice, or reads one
 * line from standard input with --password-stdin (for scripts).
 */
import { parseArgs } from 'node:util';
import { passwordProblem } from '@cloud-consulting/domain/admin-roles';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { isUniqueViolation } from '../content/admin-routes.js';
import { hashPassword } from './passwords.js';
import { createPeopleRepository } from './repository.js';

/** The first line of standard input. */
async function readLine(): Promise<string> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split('\n')[0]!.replace(/\r$/, '');
}

/** Reads a line from the terminal showing nothing of what is typed. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) throw new Error('No terminal to ask the password on: use --password-stdin');
  process.stdout.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          done();
          return resolve(typed);
        }
        if (ch === '\u0003') {
          done();
          return reject(new Error('Cancelled'));
        }
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  const email = values.email?.trim();
  const name = values.name?.trim();
  if (!email || !/^[^\s@<>]+@[^\s@<>]+$/.test(email)) throw new Error('--email is required');
  if (!name) throw new Error('--name is required');
  let password: string;
  if (values['password-stdin']) {
    password = await readLine();
  } else {
    password = await askHidden('Password: ');
    if ((await askHidden('Once more: ')) !== password) throw new Error('The passwords differ');
  }
  const problem = passwordProblem(password, { email, name });
  if (problem) throw new Error(problem);

  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  try {
    await migrate(db);
    const person = await createPeopleRepository(db).insert({
      email,
      name,
      role: 'owner',
      passwordHash: await hashPassword(password),
      createdAt: new Date(),
    });
    console.log(`Owner ${person.email} created (id ${person.id}).`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`${email} already has an account`);
    throw error;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
