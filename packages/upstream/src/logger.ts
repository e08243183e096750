/** A tiny leveled logger; tests pass `silentLogger` so expected failures stay out of the output. */
export interface Logger {
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

const PREFIX = '[upstream]';
const withDetails = (message: string, details: unknown): unknown[] =>
  details === undefined ? [`${PREFIX} ${message}`] : [`${PREFIX} ${message}`, details];

export const consoleLogger: Logger = {
  info: (message, details) => console.info(...withDetails(message, details)),
  warn: (message, details) => console.warn(...withDetails(message, details)),
  error: (message, details) => console.error(...withDetails(message, details)),
};

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
