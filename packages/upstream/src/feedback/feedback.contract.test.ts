import { FEEDBACK_MESSAGES as M } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';
import { STANDARD_DEFAULT_FEEDBACKS } from './defaultFeedbackTexts.js';

/**
 * The default feedback messages' REST calls (sales §7 GET/POST /defaultFeedbacks) on the real
 * upstream (in-memory PGlite, demo seed). Every response is checked against openapi/house.yaml and
 * every declared status of the `feedback` operations is provoked.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['feedback'],
});

interface DefaultFeedback {
  feedbackID: number;
  message: string;
}

describe('feedback: GET/POST /defaultFeedbacks', () => {
  let upstream: StartedUpstream;
  let url: string;
  const as = { staff: '', other: '' };
  const demo = `/app/house/${DEMO_HOUSE_REF}/defaultFeedbacks`;
  const other = `/app/house/${OTHER_HOUSE_REF}/defaultFeedbacks`;
  const get = async (path = demo, cookie = as.staff) =>
    contract.check('get', await request(url).get(path).set('Cookie', cookie));
  const post = async (body: unknown, path = demo, cookie = as.staff) =>
    contract.check(
      'post',
      await request(url)
        .post(path)
        .set('Cookie', cookie)
        .send(body as object),
    );
  const list = async (path = demo, cookie = as.staff) =>
    (await get(path, cookie)).body.data.defaultFeedbacks as DefaultFeedback[];

  beforeAll(async () => {
    upstream = await startUpstream();
    url = upstream.url;
    for (const who of ['staff', 'other'] as const) {
      const login = who === 'staff' ? DEMO_LOGINS.staff : DEMO_LOGINS.otherStaff;
      as[who] =
        String((await request(url).post('/app/login').send(login)).headers['set-cookie']).split(';')[0] ?? '';
    }
  });
  afterAll(() => upstream?.close());

  it('reads the seeded three messages of each house, which differ between houses', async () => {
    const mine = await list();
    expect(mine.map((f) => f.feedbackID)).toEqual([1, 2, 3]);
    expect(mine.map((f) => f.message)).toEqual([...STANDARD_DEFAULT_FEEDBACKS]);
    const theirs = await list(other, as.other);
    expect(theirs.map((f) => f.feedbackID)).toEqual([1, 2, 3]);
    expect(theirs.map((f) => f.message)).not.toEqual(mine.map((f) => f.message));
  });

  it('saves some slots, trimmed, and answers the three as saved', async () => {
    const res = await post({
      defaultFeedbacks: [
        { feedbackID: 2, message: '  Paid the same day. Thank you!  ' },
        { feedbackID: 3, message: 'A pleasure.' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.defaultFeedbacks).toEqual([
      { feedbackID: 1, message: STANDARD_DEFAULT_FEEDBACKS[0] },
      { feedbackID: 2, message: 'Paid the same day. Thank you!' },
      { feedbackID: 3, message: 'A pleasure.' },
    ]);
    expect(await list()).toEqual(res.body.data.defaultFeedbacks);
    // The other house's messages did not move.
    expect((await list(other, as.other))[2]?.message).toBe(STANDARD_DEFAULT_FEEDBACKS[2]);
  });

  it('refuses a blank, too long, unknown or repeated message with the field (400), saving nothing', async () => {
    const before = await list();
    const refusal = async (defaultFeedbacks: unknown) => {
      const res = await post({ defaultFeedbacks });
      expect(res.status).toBe(400);
      return res.body.error as { code: string; message: string; field?: string };
    };
    expect(
      await refusal([
        { feedbackID: 1, message: 'ok' },
        { feedbackID: 2, message: '   ' },
      ]),
    ).toEqual({
      code: 'INVALID_DEFAULT_FEEDBACK',
      message: M.required,
      field: 'defaultFeedbacks.1.message',
    });
    expect((await refusal([{ feedbackID: 1, message: 'x'.repeat(256) }])).message).toBe(M.tooLong);
    expect(
      (
        await refusal([
          { feedbackID: 1, message: 'a' },
          { feedbackID: 1, message: 'b' },
        ])
      ).message,
    ).toBe(M.duplicateSlot);
    expect((await refusal([{ feedbackID: 4, message: 'a' }])).code).toBeTruthy();
    expect((await refusal([])).code).toBeTruthy();
    expect(await list()).toEqual(before);
  });

  it('refuses no session (401) and another house (403)', async () => {
    expect((await get(demo, '')).status).toBe(401);
    expect((await get(demo, as.other)).status).toBe(403);
    const body = { defaultFeedbacks: [{ feedbackID: 1, message: 'Nope' }] };
    expect((await post(body, demo, '')).status).toBe(401);
    expect((await post(body, demo, as.other)).status).toBe(403);
    expect((await list())[0]?.message).not.toBe('Nope');
  });

  it('exercised every feedback operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
