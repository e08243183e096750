import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/openDatabase.js';
import { silentLogger } from '../src/logger.js';
import { bootUpstream } from '../src/server.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS } from '../src/seed/demoLogins.js';
import { invoiceGroupsPage, templateIds, uninvoicedGroups } from './support/hubData.js';
import { signIn } from './support/session.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

interface RunningMain {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs src/main.ts in its own process, as `node dist/main.js` would run. */
async function startMain(dataDir: string): Promise<RunningMain> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      UPSTREAM_PORT: '0',
      UPSTREAM_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SIZE: 'small',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`main exited (${code}) before listening:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}

describe('server entry and restarts (PGlite in a data folder)', () => {
  const dirs: string[] = [];
  const running: RunningMain[] = [];
  afterAll(async () => {
    for (const main of running) if (main.child.exitCode === null) await main.stop('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('starts from env, seeds on first start, stops on SIGTERM; a restart keeps every write and resumes unfinished builds', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ah-upstream-'));
    dirs.push(dataDir);

    const first = await startMain(dataDir);
    running.push(first);
    expect((await request(first.url).get('/version.json')).body.version).toBe('2.9.35');
    const staff = await signIn(first.url, DEMO_LOGINS.staff);
    const token = (
      await request(first.url)
        .post(`/app/house/${DEMO_HOUSE_REF}/apiTokens`)
        .set('Cookie', staff.cookie)
        .send({ name: 'kept' })
    ).body.data.token as string;
    const [group] = await uninvoicedGroups(first.url, staff);
    const [template] = await templateIds(first.url, staff);
    const created = await request(first.url)
      .post(`/app/house/${DEMO_HOUSE_REF}/invoiceGroup`)
      .set('Cookie', staff.cookie)
      .send({
        catalogRefs: group?.catalogs.map((c) => c.catalogRef).slice(0, 1),
        groupTitle: 'Kept across restarts',
        invoiceSettingsID: template,
      });
    expect(created.status).toBe(200);
    const before = await invoiceGroupsPage(first.url, staff, { size: 100, page: 1 });
    // SIGTERM waits for the queued build, then closes the database cleanly.
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutting down');

    // While the server is down: a group whose build was queued but never ran (a crash).
    const direct = await openDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
    const catalog = await direct.db
      .selectFrom('catalogs')
      .select('catalogs.id')
      .where('catalogs.ref', '=', group?.catalogs[1]?.catalogRef ?? group?.catalogs[0]?.catalogRef ?? '')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invoice_group_catalogs')
              .select('catalog_id')
              .whereRef('invoice_group_catalogs.catalog_id', '=', 'catalogs.id'),
          ),
        ),
      )
      .executeTakeFirst();
    const uninvoicedCatalog =
      catalog ??
      (await direct.db
        .selectFrom('catalogs')
        .innerJoin('lots', 'lots.catalog_id', 'catalogs.id')
        .innerJoin('sale_results', 'sale_results.lot_id', 'lots.id')
        .select('catalogs.id')
        .where('catalogs.house_id', '=', 1)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('invoice_group_catalogs')
                .select('catalog_id')
                .whereRef('invoice_group_catalogs.catalog_id', '=', 'catalogs.id'),
            ),
          ),
        )
        .executeTakeFirstOrThrow());
    const pending = await direct.db
      .insertInto('invoice_groups')
      .values({
        house_id: 1,
        title: 'Interrupted build',
        settings_id: template ?? 1,
        invoice_created: false,
        build_pending: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await direct.db
      .insertInto('invoice_group_catalogs')
      .values({ invoice_group_id: pending.id, catalog_id: uninvoicedCatalog.id })
      .execute();
    await direct.close();

    // Second start in-process on the same folder (cheaper than another process; same boot path).
    const second = await bootUpstream({
      pgliteDataDir: join(dataDir, 'pglite'),
      seed: 'small',
      logger: silentLogger,
    });
    try {
      // The old session and token still work: sessions, tokens and groups were persisted.
      expect((await request(second.url).get('/app/house/user').set('Cookie', staff.cookie)).status).toBe(200);
      expect(
        (await request(second.url).get('/app/house/user').set('Authorization', `Bearer ${token}`)).status,
      ).toBe(200);
      await second.waitForJobs();
      const after = await invoiceGroupsPage(second.url, staff, { size: 100, page: 1 });
      // Not reseeded: the same groups plus the interrupted one, now built.
      expect(after.totalRecords).toBe(before.totalRecords + 1);
      expect(after.invoices.find((g) => g.invoiceGroupID === created.body.data.invoiceGroupID)).toMatchObject(
        {
          invoiceGroupTitle: 'Kept across restarts',
          invoiceCreated: true,
        },
      );
      expect(after.invoices.find((g) => g.invoiceGroupID === pending.id)?.invoiceCreated).toBe(true);
    } finally {
      await second.close();
    }
  });
});
