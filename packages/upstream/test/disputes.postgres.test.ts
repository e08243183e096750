import { AFTER_SALE_MESSAGES as M, BLOCKING_DISPUTE_STATUSES, DISPUTE_REFUSAL_CODES } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/logger.js';
import { DEMO_LOGINS } from '../src/seed/demoLogins.js';
import { bootUpstream, type RunningUpstream } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { postAs, signIn, type SignedIn } from './support/session.js';

/**
 * One open dispute per lot (sales §4 "A lot is blocked from a new dispute when its status is b, s,
 * d, x or c") on PostgreSQL, where requests run in parallel transactions (PGlite runs one at a
 * time): however many Open New File requests for one lot arrive together, one opens the dispute and
 * every other is refused with the spec's text, never a 500.
 */
const DAY = 86_400_000;
const PARALLEL = 6;

describe('opening disputes in parallel on PostgreSQL', () => {
  let database: TestDatabase;
  let upstream: RunningUpstream;
  let staff: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase();
    upstream = await bootUpstream({ databaseUrl: database.url, seed: 'small', logger: silentLogger });
    staff = await signIn(upstream.url, DEMO_LOGINS.staff);
  });
  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
  });

  it('opens one dispute on a lot and refuses the requests that raced it', async () => {
    const now = Date.now();
    // A sold lot of the demo house inside the dispute window, not won on the floor, never disputed.
    const result = await upstream.database.db
      .selectFrom('sale_results as r')
      .innerJoin('lots as l', 'l.id', 'r.lot_id')
      .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
      .innerJoin('houses as h', 'h.id', 'r.house_id')
      .innerJoin('approvals as a', 'a.id', 'r.approval_id')
      .where('h.user_name', '=', 'demo')
      .where('r.passed', '=', false)
      .where('a.channel', '!=', 'Floor')
      .where('c.starts_at', '<', new Date(now - 6 * DAY))
      .where('c.starts_at', '>', new Date(now - 40 * DAY))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('disputes as d').select('d.id').whereRef('d.lot_id', '=', 'r.lot_id'))),
      )
      .select(['r.id', 'r.lot_id as lotId'])
      .orderBy('r.id')
      .executeTakeFirstOrThrow();

    const open = () =>
      postAs(upstream.url, staff, `/app/house/${staff.houseRef}/disputes`, {
        action: 'open',
        transactionIDs: [result.id],
        message: 'Please pay for your lot.',
        reasonID: 4,
      });
    const answers = await Promise.all(Array.from({ length: PARALLEL }, open));

    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)]);
    for (const refusal of answers.filter((a) => a.status !== 200))
      expect(refusal.body).toEqual({
        error: {
          code: DISPUTE_REFUSAL_CODES.openRefused,
          message: M.disputeExists,
          field: 'transactionIDs.0',
        },
      });
    const blocking = await upstream.database.db
      .selectFrom('disputes')
      .select('id')
      .where('lot_id', '=', result.lotId)
      .where('status', 'in', [...BLOCKING_DISPUTE_STATUSES])
      .execute();
    expect(blocking).toHaveLength(1);
  });
});
