import { runSeedCommand } from './seedCommand.js';

/**
 * `node dist/seed/cli.js [--size small|large|huge] [--reset]`. With PGlite, stop the server first:
 * its data folder takes one process at a time.
 */
runSeedCommand(process.argv.slice(2)).then(
  (lines) => {
    for (const line of lines) console.info(line);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
