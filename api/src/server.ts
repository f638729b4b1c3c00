import { buildApp } from './app.ts';
import { writeBackup } from './backup/archive.ts';
import { backupSocketPath, serveBackups } from './backup/socket.ts';
import { type BuiltInContent, seedBuiltIn } from './built-in.ts';
import { type Config, ConfigError, EX_CONFIG, loadConfig } from './config.ts';
import { openDatabase, pgliteFolder } from './db/open.ts';
import { ensureFirstAdmin } from './plugins/app/auth/first-admin.ts';
import { openStorage } from './storage/index.ts';

/** A configuration error ends the start with its one line and EX_CONFIG: restarting cannot mend it. */
function stopOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(EX_CONFIG);
}

/**
 * The process (`scripts/serve.ts` hands it the built-in content): read the environment, open and
 * migrate the database, make sure an administrator exists, add the built-in content, then serve
 * until SIGINT or SIGTERM.
 */
export async function serve(builtIn: BuiltInContent): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    stopOnConfigError(error);
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteFolder(config.dataDir) });
  await database.migrate();

  const first = await ensureFirstAdmin(database.db, config.admin, config.siteUrl).catch(async (error) => {
    await database.close();
    return stopOnConfigError(error);
  });
  if (first?.password) {
    // Printed once, on the start that created the account; it is stored only as a hash.
    console.log(
      `\nFirst administrator created. Sign in at /admin/ with\n  e-mail:   ${first.email}\n  password: ${first.password}\nSet ADMIN_EMAIL and ADMIN_PASSWORD to choose them yourself.\n`,
    );
  } else if (first?.created) {
    console.log(`\nAdministrator ${first.email} created with ADMIN_PASSWORD.\n`);
  } else if (first) {
    console.log(
      `\nADMIN_EMAIL ${first.email} already exists: ADMIN_PASSWORD is used only to create the account and was ignored ` +
        '(change the password in the admin, or reset it with `npm run accounts`). You may remove it from the environment.\n',
    );
  }

  const storage = openStorage(config);
  await seedBuiltIn(builtIn, database.db, storage);

  const app = await buildApp({ config, database, storage, builtIn });

  // PGlite's folder is this process's alone: `npm run backup` asks it for a backup over a socket.
  const stopBackups = config.databaseUrl
    ? undefined
    : await serveBackups(backupSocketPath(config.dataDir), (output) =>
        writeBackup(
          database.db,
          { dataDir: config.dataDir, localStorage: config.storage.driver === 'local' },
          output,
        ),
      ).catch((error: Error) => {
        // A data folder path too long for a socket, say: serving goes on; a backup then needs the API stopped.
        app.log.warn(`npm run backup cannot reach this process (${error.message}): stop it to back up`);
        return undefined;
      });

  let closing = false;
  async function shutDown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await stopBackups?.();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));

  // Decided before listening, done right after (the site build reads its content from this very
  // server): no save can come in between and be published before the live site is resumed.
  const startUp = await app.publisher.checkStale();
  await app.listen({ port: config.port, host: config.host });
  const site = app.publisher.startUp(startUp);
  const address = `http://localhost:${config.port}`;
  console.log(
    `\nReady at ${address}: the site at / (/en/, /kk/)${site === 'building' ? ', shown once its build is done' : ''}, ` +
      `the admin at ${address}/admin/, the API at ${address}/api (reference at /api/docs).\n`,
  );
}
