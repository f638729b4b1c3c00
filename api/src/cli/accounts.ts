/**
 * Staff accounts from the server's shell, for operators: when mail is not set up, or nobody can
 * sign in. Reads the same environment as the API (DATA_DIR or DATABASE_URL). With the embedded
 * database, stop the server first: PGlite opens its folder from one process at a time, and the
 * command refuses to run beside a server on the same folder.
 *
 *   npm run accounts -- list
 *   npm run accounts -- add <email> [--role admin|editor|translator]
 *   npm run accounts -- reset-password <email>
 *
 * A new password is taken from ACCOUNT_PASSWORD when it is set (it must pass the policy a password
 * chosen in the admin passes), else generated and printed once.
 * Resetting a password ends every session of that account.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { checkNewPassword } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { apiRunsOn } from '../backup/socket.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteFolder } from '../db/open.ts';
import { HttpError } from '../errors.ts';
import { refreshTokensRepository } from '../plugins/app/auth/refresh-tokens-repository.ts';
import { usersRepository } from '../plugins/app/auth/users-repository.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string', default: 'editor' } },
});
const [command, email] = positionals;

function fail(message: string): never {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/** ACCOUNT_PASSWORD when it passes the policy (the e-mail and the site's host count against it), or a random one. */
function newPassword(email: string, siteUrl: string): { password: string; generated: boolean } {
  const given = process.env.ACCOUNT_PASSWORD;
  if (given === undefined) return { password: randomBytes(12).toString('base64url'), generated: true };
  try {
    checkNewPassword(given, [email, new URL(siteUrl).hostname]);
  } catch (error) {
    if (error instanceof HttpError) fail(`ACCOUNT_PASSWORD: ${error.message}`);
    throw error;
  }
  return { password: given, generated: false };
}

if (!command || !['list', 'add', 'reset-password'].includes(command)) {
  fail('usage: accounts list | add <email> [--role admin|editor|translator] | reset-password <email>');
}
if (command !== 'list' && !email?.includes('@')) fail(`${command} needs an e-mail address`);
const role = values.role as Role;
if (!ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`);

const config = loadConfig();
// Checked before the database opens: a refused password changes nothing.
const { password, generated } =
  command === 'list' ? { password: '', generated: false } : newPassword(email as string, config.siteUrl);
if (!config.databaseUrl && (await apiRunsOn(config.dataDir))) {
  fail(
    `the server is running on ${config.dataDir}: stop it first (the embedded database opens in one process at a time), then run this again`,
  );
}
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteFolder(config.dataDir) });
try {
  await database.migrate();
  const users = usersRepository(database.db);
  if (command === 'list') {
    for (const user of await users.list()) console.log(`${user.email}\t${user.role}`);
  } else if (command === 'add') {
    if (await users.findByEmail(email as string)) fail(`${email} already has an account`);
    await users.create(email as string, await hashPassword(password), role);
    console.log(`✓ ${email} can sign in as ${role}${generated ? ` with the password ${password}` : ''}`);
  } else {
    const user = await users.findByEmail(email as string);
    if (!user) fail(`${email} has no account`);
    await users.setPasswordHash(user.id, await hashPassword(password));
    await refreshTokensRepository(database.db, config.refreshTokenTtl).revokeAllOf(user.id);
    console.log(`✓ ${email} has a new password${generated ? `: ${password}` : ''}; its sessions have ended`);
  }
} finally {
  await database.close();
}
