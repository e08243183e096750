import { AsyncLocalStorage } from 'node:async_hooks';
import { context, ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';

/**
 * The OpenTelemetry context carried across `await`s by Node's AsyncLocalStorage: what makes the
 * operation's span the parent of the upstream calls' spans and visible to the logger. The same idea
 * as @opentelemetry/context-async-hooks (not a dependency of the gateway), reduced to what the API needs.
 */
class AsyncLocalStorageContextManager implements ContextManager {
  readonly #storage = new AsyncLocalStorage<Context>();

  active(): Context {
    return this.#storage.getStore() ?? ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    ctx: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.#storage.run(ctx, () => fn.apply(thisArg, args));
  }

  bind<T>(ctx: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const storage = this.#storage;
    const fn = target as unknown as (...args: unknown[]) => unknown;
    return function (this: unknown, ...args: unknown[]) {
      return storage.run(ctx, () => fn.apply(this, args));
    } as unknown as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    this.#storage.disable();
    return this;
  }
}

let registered = false;

/**
 * Registers the process-wide context manager once, when the first gateway turns tracing on (with
 * tracing off nothing is registered: the API's no-op context costs nothing). When the embedding
 * process registered one already, that one is used.
 */
export function ensureContextManager(): void {
  if (registered) return;
  registered = true;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager());
}
