import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.js';

/**
 * A Kysely dialect over one embedded PGlite instance. PGlite has a single connection, so the
 * driver hands it out to one holder at a time: a transaction keeps it from BEGIN to COMMIT and
 * every other query waits. (Code inside a transaction must therefore use the transaction's
 * handle, never the outer `db`, or it would wait for itself.)
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PGliteConnection;
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.#connection.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.acquire();
    // One physical connection; a fresh wrapper per holder lets release be tracked per lease.
    const lease = this.#connection.lease();
    this.#releases.set(lease, release);
    return lease;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy(): Promise<void> {
    // Wait for the current holder so close never cuts a transaction in half.
    const release = await this.#mutex.acquire();
    try {
      if (!this.#connection.pglite.closed) await this.#connection.pglite.close();
    } finally {
      release();
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(readonly pglite: PGlite) {}

  lease(): DatabaseConnection {
    return {
      executeQuery: (query) => this.executeQuery(query),
      streamQuery: (query) => this.streamQuery(query),
    };
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (compiledQuery.parameters.length === 0) {
      // The simple protocol allows several statements (migrations); the result is the last one's.
      const results = await this.pglite.exec(compiledQuery.sql);
      const last = results[results.length - 1];
      return toQueryResult<R>(last?.rows ?? [], last?.affectedRows);
    }
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return toQueryResult<R>(result.rows, result.affectedRows);
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors over this interface: stream the whole result as one chunk.
    yield await this.executeQuery<R>(compiledQuery);
  }
}

function toQueryResult<R>(rows: unknown[], affectedRows: number | undefined): QueryResult<R> {
  return {
    rows: rows as R[],
    ...(affectedRows !== undefined ? { numAffectedRows: BigInt(affectedRows) } : {}),
  };
}
