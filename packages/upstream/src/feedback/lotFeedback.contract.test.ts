import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import { signIn, type SignedIn } from '../../test/support/session.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';

/**
 * Feedback on won lots (sales §4 Feedback modal, §5, §6, §7 POST /feedback and /removeFeedback) on
 * the real upstream (PGlite, demo seed): default and custom feedback, bulk, edit, removal, and the
 * refusals (floor bidders, the window, custom text required, lots not the house's or without a
 * result). Every response is checked against openapi/house.yaml.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['lotFeedback'],
});

const DAY = 86_400_000;

describe('lotFeedback: POST /feedback and /removeFeedback', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  let superUser: SignedIn;
  let other: SignedIn;
  const base = `/app/house/${DEMO_HOUSE_REF}`;
  const post = async (path: string, body: unknown, who: SignedIn | null = staff) => {
    const req = request(up.url).post(`${base}${path}`);
    if (who) req.set('Cookie', who.cookie);
    return contract.check('post', await req.send(body as object));
  };
  /** Demo lots with a result whose sale is between `fromDays` and `toDays` ago, floor or not. */
  const lots = async (fromDays: number, toDays: number, floor: boolean, house = DEMO_HOUSE_REF) => {
    const { rows } = await sql<{ ref: string }>`
      select l.ref from lots l join catalogs c on c.id = l.catalog_id join houses h on h.id = l.house_id
      join sale_results sr on sr.lot_id = l.id and not sr.passed join approvals a on a.id = sr.approval_id
      where h.ref = ${house} and (a.channel = 'Floor') = ${floor}
        and c.starts_at between ${new Date(Date.now() - toDays * DAY)} and ${new Date(Date.now() - fromDays * DAY)}
      order by l.id limit 3`.execute(up.db);
    return rows.map((r) => r.ref);
  };
  const feedbackOf = (ref: string) =>
    up.db
      .selectFrom('lot_feedback')
      .innerJoin('lots', 'lots.id', 'lot_feedback.lot_id')
      .selectAll('lot_feedback')
      .where('lots.ref', '=', ref)
      .executeTakeFirst();

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    superUser = await signIn(up.url, DEMO_LOGINS.super);
    other = await signIn(up.url, DEMO_LOGINS.otherStaff);
  });
  afterAll(() => up?.close());

  it('has the seed’s feedback: default and custom, positive and negative, inside the window', async () => {
    const rows = await up.db
      .selectFrom('lot_feedback')
      .select(['feedback_type', 'default_feedback_id'])
      .execute();
    expect(rows.some((r) => r.default_feedback_id !== null)).toBe(true);
    expect(rows.some((r) => r.default_feedback_id === null && r.feedback_type === 'p')).toBe(true);
    expect(rows.some((r) => r.feedback_type === 'n')).toBe(true);
  });

  it('leaves default feedback on several lots with the house’s stored message, then edits one to custom', async () => {
    const refs = (await lots(5, 49, false)).slice(0, 2);
    expect(refs).toHaveLength(2);
    const defaults = await request(up.url).get(`${base}/defaultFeedbacks`).set('Cookie', staff.cookie);
    const stored = defaults.body.data.defaultFeedbacks[1].message as string;
    const res = await post('/feedback', {
      lotRefs: refs,
      feedbackType: 'p',
      feedback: '',
      bin: false,
      defaultFeedbackId: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.feedbacks).toEqual(
      refs.map((lotRef) => ({
        lotRef,
        positive: true,
        message: stored,
        defaultFeedback: true,
        feedbackId: 2,
      })),
    );
    const custom = await post('/feedback', {
      lotRefs: [refs[0]],
      feedbackType: 'n',
      feedback: ' Paid late. ',
      bin: false,
    });
    expect(custom.body.data.feedbacks).toEqual([
      { lotRef: refs[0], positive: false, message: 'Paid late.', defaultFeedback: false, feedbackId: null },
    ]);
    expect(await feedbackOf(refs[0]!)).toMatchObject({ feedback_type: 'n', default_feedback_id: null });
    expect(await feedbackOf(refs[1]!)).toMatchObject({ feedback_type: 'p', default_feedback_id: 2 });
  });

  it('removes feedback (success), and answers success false when there is none', async () => {
    const [ref] = await lots(5, 49, false);
    await post('/feedback', { lotRefs: [ref], feedbackType: 'p', feedback: 'Thanks!', bin: false });
    const removed = await post('/removeFeedback', { lotRef: ref });
    expect([removed.status, removed.body.data.success]).toEqual([200, true]);
    expect(await feedbackOf(ref!)).toBeUndefined();
    expect((await post('/removeFeedback', { lotRef: ref })).body.data.success).toBe(false);
  });

  it('refuses floor bidders, a blank custom text and negative default feedback, writing nothing', async () => {
    const before = await up.tableDigests();
    const [floor] = await lots(5, 49, true);
    const [ref] = await lots(5, 49, false);
    const floorRes = await post('/feedback', {
      lotRefs: [floor, ref],
      feedbackType: 'p',
      feedback: 'Hi',
      bin: false,
    });
    expect([floorRes.status, floorRes.body.error.message]).toEqual([400, M.floorFeedback]);
    const blank = await post('/feedback', { lotRefs: [ref], feedbackType: 'p', feedback: '   ', bin: false });
    expect([blank.status, blank.body.error.message]).toEqual([400, 'Message is required!']);
    const negativeDefault = await post('/feedback', {
      lotRefs: [ref],
      feedbackType: 'n',
      feedback: '',
      bin: false,
      defaultFeedbackId: 1,
    });
    expect(negativeDefault.status).toBe(400);
    expect(await up.tableDigests()).toEqual(before);
  });

  it('keeps the window: outside 4–50 days refused, super users allowed until 180 days', async () => {
    const [old] = await lots(60, 170, false);
    const [ancient] = await lots(185, 2000, false);
    expect(old).toBeDefined();
    const body = (ref: string | undefined) => ({
      lotRefs: [ref],
      feedbackType: 'p',
      feedback: 'Great',
      bin: false,
    });
    const refused = await post('/feedback', body(old));
    expect([refused.status, refused.body.error.message]).toEqual([400, M.outsideTimeFrame]);
    expect((await post('/feedback', body(old), superUser)).status).toBe(200);
    if (ancient) expect((await post('/feedback', body(ancient), superUser)).status).toBe(400);
  });

  it('answers 404 for another house’s lot or an unknown one, 400 for a lot without a result', async () => {
    const [theirs] = await lots(0, 5000, false, OTHER_HOUSE_REF);
    const body = { lotRefs: [theirs], feedbackType: 'p', feedback: 'Great', bin: false };
    expect((await post('/feedback', body)).status).toBe(404);
    expect((await post('/removeFeedback', { lotRef: theirs })).status).toBe(404);
    expect((await post('/removeFeedback', { lotRef: 'NO-SUCH-LOT' })).status).toBe(404);
    const { rows } = await sql<{ ref: string }>`
      select l.ref from lots l join houses h on h.id = l.house_id
      where h.ref = ${DEMO_HOUSE_REF} and not exists (select 1 from sale_results sr where sr.lot_id = l.id)
      limit 1`.execute(up.db);
    const none = await post('/feedback', { ...body, lotRefs: [rows[0]!.ref] });
    expect([none.status, none.body.error.code]).toEqual([400, 'NO_RESULT']);
    expect((await post('/removeFeedback', { lotRef: rows[0]!.ref })).status).toBe(400);
  });

  it('refuses no session (401) and another house (403)', async () => {
    const [ref] = await lots(5, 49, false);
    const body = { lotRefs: [ref], feedbackType: 'p', feedback: 'Great', bin: false };
    expect((await post('/feedback', body, null)).status).toBe(401);
    expect((await post('/feedback', body, other)).status).toBe(403);
    expect((await post('/removeFeedback', { lotRef: ref }, null)).status).toBe(401);
    expect((await post('/removeFeedback', { lotRef: ref }, other)).status).toBe(403);
  });

  it('exercised every lotFeedback operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
