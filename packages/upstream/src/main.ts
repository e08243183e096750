import { pgliteDirOf, readConfig } from './config.js';
import { consoleLogger } from './logger.js';
import { bootUpstream } from './server.js';

/** `node dist/main.js`: the reference REST services on UPSTREAM_HOST:UPSTREAM_PORT. */
async function main(): Promise<void> {
  const config = readConfig();
  const upstream = await bootUpstream({
    // The app's own options and every domain's settings, as the environment gave them.
    ...config.options,
    host: config.host,
    port: config.port,
    databaseUrl: config.databaseUrl,
    pgliteDataDir: pgliteDirOf(config),
    seed: config.seedSize,
    requestTimeouts: config.requestTimeouts,
    logger: consoleLogger,
  });
  consoleLogger.info(
    `listening on ${upstream.url} (${upstream.database.kind}: ${upstream.database.location})`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      consoleLogger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    consoleLogger.info(`${signal}: shutting down`);
    upstream.close().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  consoleLogger.error('failed to start', error);
  process.exit(1);
});
