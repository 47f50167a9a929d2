import { EnvError, loadEnv } from './env';
import { startServer } from './server';
import { logError, logger } from './log/logger';
import { siteUrl } from './site';
import { stopOnSignals } from './shutdown';

/** Node entry: validate the environment (fail fast, readably), open the database, serve site + API. */
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      // The message lists the bad variables and zod's reasons, never their values.
      logger.fatal(
        {
          problems: error.message
            .split('\n')
            .slice(1)
            .map((line) => line.trim()),
        },
        'invalid environment',
      );
      process.exit(1);
    }
    throw error;
  }
  const command = process.argv[2];
  if (command === 'backup' || command === 'restore') {
    const { runBackupCommand } = await import('./backup/cli');
    process.exit(await runBackupCommand(command, process.argv.slice(3), env));
  }
  const { deps, driver, stop } = await startServer(env);
  const listening = siteUrl({ HOST: env.HOST, PORT: env.PORT });
  const links = deps.env.PUBLIC_SITE_URL === listening ? '' : `, links in mails to ${deps.env.PUBLIC_SITE_URL}`;
  console.log(`Portal ready on ${listening} (database: ${driver}${links})`);
  stopOnSignals(stop, env.SHUTDOWN_GRACE_MS);
}

main().catch((error: unknown) => {
  logError('failed to start', error);
  process.exit(1);
});
