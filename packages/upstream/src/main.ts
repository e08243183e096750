import { pgliteDirOf, readConfig } from './config.js';
import { createImageService } from './lotImages/mount.js';
import { consoleLogger } from './logger.js';
import { bootUpstream } from './server.js';

/** `node dist/main.js`: the reference REST services on UPSTREAM_HOST:UPSTREAM_PORT. */
async function main(): Promise<void> {
  const config = readConfig();
  const upstream = await bootUpstream({
    host: config.host,
    port: config.port,
    databaseUrl: config.databaseUrl,
    pgliteDataDir: pgliteDirOf(config),
    seed: config.seedSize,
    secureCookies: config.secureCookies,
    shippingQuoteDelayMs: config.shippingQuoteDelayMs,
    smtpUrl: config.smtpUrl,
    passwordResetSecret: config.passwordResetSecret,
    passwordResetOrigins: config.passwordResetOrigins,
    autoChargeIntervalMs: config.autoChargeIntervalMs,
    devTools: config.devTools,
    requestTimeouts: config.requestTimeouts,
    broadcastTokenSecret: config.broadcastTokenSecret,
    broadcastPortRange: config.broadcastPortRange,
    images: await createImageService({ ...config.images, dataDir: config.dataDir }),
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
