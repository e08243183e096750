import { loadConfig } from './gatewayConfig.js';
import { createGateway } from './server.js';

/** `node dist/main.js`: the gateway configured from the environment (see config.ts). */
const config = loadConfig(process.env);
const gateway = createGateway(config);
const url = await gateway.start(config.port, config.host);
gateway.logger.info(`Gateway listening on ${url} (GraphQL at ${url}/graphql, web app at ${url}/ar)`, {
  houseService: config.services.house,
  nodeEnv: config.nodeEnv,
});

let signals = 0;
const shutdown = (signal: NodeJS.Signals) => {
  signals += 1;
  if (signals > 1) {
    gateway.logger.warn(`Second ${signal}: exiting now`);
    process.exit(1);
  }
  gateway.logger.info(`${signal}: readiness off, draining connections`, {
    delayMs: config.shutdownDelayMs,
    graceMs: config.shutdownGraceMs,
  });
  // A backstop: the stop cuts what is left at the end of the grace period, so this only fires if
  // something (e.g. a hung upstream call) still holds it a second later.
  setTimeout(() => {
    gateway.logger.error('Shutdown outlived its grace period: exiting now');
    process.exit(1);
  }, config.shutdownGraceMs + 1000).unref();
  gateway.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      gateway.logger.error('Shutdown failed', error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
