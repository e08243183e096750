import { activeTraceIds } from './telemetry/tracing.js';

/** A minimal structured logger (JSON lines); Apollo Server's logger interface. */
export interface Logger {
  debug(message?: unknown, ...rest: unknown[]): void;
  info(message?: unknown, ...rest: unknown[]): void;
  warn(message?: unknown, ...rest: unknown[]): void;
  error(message?: unknown, ...rest: unknown[]): void;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Where a JSON line goes: stderr for warnings and errors, stdout for the rest (tests pass their own). */
export type LogSink = (line: string, level: Exclude<LogLevel, 'silent'>) => void;

const standardStreams: LogSink = (line, at) =>
  (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);

export function createLogger(level: LogLevel = 'info', sink: LogSink = standardStreams): Logger {
  const write =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message?: unknown, ...rest: unknown[]) => {
      if (ORDER[at] < ORDER[level]) return;
      const line = JSON.stringify({
        time: new Date().toISOString(),
        level: at,
        msg: describe(message),
        ...(rest.length > 0 ? { details: rest.map((r) => describe(r)) } : {}),
        ...traceFields(),
      });
      sink(line, at);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

function describe(value: unknown, nested = false): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (!nested && typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, describe(v, true)]));
  return value;
}

export function isLogLevel(value: string): value is LogLevel {
  return value in ORDER;
}

/** The ids of the span active when the line is written (a traced request), for finding its trace. */
function traceFields(): { trace_id?: string; span_id?: string } {
  const ids = activeTraceIds();
  return ids ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
}
