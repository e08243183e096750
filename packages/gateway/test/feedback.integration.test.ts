import { FEEDBACK_MESSAGES as M } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * The default feedback messages over HTTP against the real upstream on PGlite (sales §2 Default
 * Feedback Messages page, §7 GET/POST /defaultFeedbacks): the seeded three, a save with the rules
 * of @ah/schema, the customer access flag, and each house its own messages.
 */
const PASSWORD = 'demo-password';
const READ = '{ defaultFeedbackMessages { slot message } }';
const SAVE = `mutation($m: [DefaultFeedbackMessageInput!]!) {
  saveDefaultFeedbackMessages(messages: $m) { slot message } }`;

interface Message {
  slot: number;
  message: string;
}

describe('default feedback messages through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let other: Caller;
  const read = async (as: Caller) =>
    dataOf<{ defaultFeedbackMessages: Message[] }>(await gql(stack.gatewayUrl, READ, {}, as))
      .defaultFeedbackMessages;

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('reads the house’s three seeded messages by slot', async () => {
    const messages = await read(staff);
    expect(messages.map((m) => m.slot)).toEqual([1, 2, 3]);
    for (const m of messages) expect(m.message.length).toBeGreaterThan(0);
  });

  it('saves messages, trimmed, and answers the three as saved; the other house keeps its own', async () => {
    const theirs = await read(other);
    const saved = dataOf<{ saveDefaultFeedbackMessages: Message[] }>(
      await gql(
        stack.gatewayUrl,
        SAVE,
        {
          m: [
            { slot: 1, message: '  Paid in a day. Thank you!  ' },
            { slot: 3, message: 'See you at the next sale.' },
          ],
        },
        staff,
      ),
    ).saveDefaultFeedbackMessages;
    expect(saved[0]).toEqual({ slot: 1, message: 'Paid in a day. Thank you!' });
    expect(saved[2]).toEqual({ slot: 3, message: 'See you at the next sale.' });
    expect(await read(staff)).toEqual(saved);
    expect(await read(other)).toEqual(theirs);
  });

  it('refuses a blank or too long message, naming its place, and writes nothing', async () => {
    const before = await stack.upstream.tableDigests();
    const blank = await gql(
      stack.gatewayUrl,
      SAVE,
      {
        m: [
          { slot: 1, message: 'Fine' },
          { slot: 2, message: '   ' },
        ],
      },
      staff,
    );
    expect(firstError(blank)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.required,
      field: 'messages.1.message',
    });
    expect(blank.body.errors?.[0]?.extensions?.['argumentPath']).toEqual(['messages', 1, 'message']);
    const long = await gql(stack.gatewayUrl, SAVE, { m: [{ slot: 2, message: 'x'.repeat(256) }] }, staff);
    expect(firstError(long)).toMatchObject({ code: 'BAD_USER_INPUT', message: M.tooLong });
    const unknown = await gql(stack.gatewayUrl, SAVE, { m: [{ slot: 4, message: 'Hi' }] }, staff);
    expect(firstError(unknown)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'messages.0.slot' });
    expect(await stack.upstream.tableDigests()).toEqual(before);
  });

  it('refuses a 300-character message in any slot, alone or beside valid ones, and writes nothing', async () => {
    const before = await stack.upstream.tableDigests();
    const tooLong = 'Thank you for your prompt payment! '.repeat(9).slice(0, 300);
    for (const m of [
      [{ slot: 1, message: tooLong }],
      [
        { slot: 1, message: 'Fine' },
        { slot: 2, message: 'Also fine' },
        { slot: 3, message: tooLong },
      ],
    ]) {
      const res = await gql(stack.gatewayUrl, SAVE, { m }, staff);
      expect(res.body.data ?? null).toBeNull();
      expect(firstError(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: M.tooLong,
        field: `messages.${m.length - 1}.message`,
      });
    }
    expect(await stack.upstream.tableDigests()).toEqual(before);
  });

  it('needs a signed-in caller with the customer access flag', async () => {
    expect(firstError(await gql(stack.gatewayUrl, READ)).code).toBe('UNAUTHENTICATED');
    expect(firstError(await gql(stack.gatewayUrl, READ, {}, clerk)).code).toBe('FORBIDDEN');
    const save = await gql(stack.gatewayUrl, SAVE, { m: [{ slot: 1, message: 'Clerk was here' }] }, clerk);
    expect(firstError(save).code).toBe('FORBIDDEN');
    expect((await read(staff))[0]?.message).not.toBe('Clerk was here');
  });
});
