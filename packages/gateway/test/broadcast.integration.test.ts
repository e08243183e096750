import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Video broadcast through the gateway against the real upstream and its embedded relay (sales §2
 * Video Broadcast, §6 accessConsole, §7 millicast-token): the guard, another house's event, the
 * publish token and the same-origin WHIP/WHEP proxy, and the calendar's "Live now".
 */
const PASSWORD = 'demo-password';
const BROADCAST = `query($id: ID!) { broadcast(eventId: $id) { eventId title live whipUrl whepUrl previewPath } }`;
const TOKEN = `mutation($id: ID!) { createBroadcastPublishToken(eventId: $id) { token whipUrl } }`;
const CALENDAR = `{ auctionCalendar(period: UPCOMING) { groups { sessions { id liveNow } } } }`;

/** A sending peer's SDP offer (no candidates: the relay answers it; no media flows in this test). */
const offer = (direction: 'sendonly' | 'recvonly') =>
  [
    'v=0',
    'o=- 18805024 0 IN IP4 0.0.0.0',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic:WMS *',
    'm=video 9 UDP/TLS/RTP/SAVPF 96',
    'c=IN IP4 0.0.0.0',
    'a=ice-ufrag:0bad',
    'a=ice-pwd:cc59133250f4e081261bf4',
    'a=fingerprint:sha-256 ED:3F:AF:4D:8F:49:3A:8F:C4:B1:65:AE:76:7C:31:A9:8C:73:C9:70:7A:47:50:BC:05:10:6E:68:94:D2:B6:C2',
    'a=setup:actpass',
    `a=${direction}`,
    'a=mid:0',
    'a=rtcp-mux',
    'a=ssrc:1055238238 cname:03c8abff-2422-4747-8afb-820bc7e12aa0',
    'a=rtpmap:96 VP8/90000',
    '',
  ].join('\r\n');

describe('broadcast through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let other: Caller;
  let eventId: string;

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
    const calendar = dataOf<{ auctionCalendar: { groups: { sessions: { id: string }[] }[] } }>(
      await gql(stack.gatewayUrl, CALENDAR, {}, staff),
    );
    const first = calendar.auctionCalendar.groups.flatMap((g) => g.sessions)[0];
    if (!first) throw new Error('the demo house has no upcoming session');
    eventId = first.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('guards both fields: signed in (UNAUTHENTICATED) with the console flag (FORBIDDEN)', async () => {
    for (const [query, caller, code] of [
      [BROADCAST, {}, 'UNAUTHENTICATED'],
      [TOKEN, {}, 'UNAUTHENTICATED'],
      [BROADCAST, clerk, 'FORBIDDEN'],
      [TOKEN, clerk, 'FORBIDDEN'],
    ] as const)
      expect(firstError(await gql(stack.gatewayUrl, query, { id: eventId }, caller)).code).toBe(code);
  });

  it('refuses another house’s event as NOT_FOUND and a broken id as BAD_USER_INPUT', async () => {
    for (const query of [BROADCAST, TOKEN]) {
      expect(firstError(await gql(stack.gatewayUrl, query, { id: eventId }, other)).code).toBe('NOT_FOUND');
      const broken = firstError(await gql(stack.gatewayUrl, query, { id: 'x1' }, staff));
      expect(broken.code).toBe('BAD_USER_INPUT');
      expect(broken.field).toBe('eventId');
    }
    // The viewer's WHEP offer is refused the same way: the proxy asks the catalog service first.
    const whep = await request(stack.gatewayUrl)
      .post(`/broadcast/${eventId}/whep`)
      .set('Cookie', other.cookie ?? '')
      .set('Content-Type', 'application/sdp')
      .send(offer('recvonly'));
    expect(whep.status).toBe(404);
    const anonymous = await request(stack.gatewayUrl)
      .post(`/broadcast/${eventId}/whep`)
      .set('Content-Type', 'application/sdp')
      .send(offer('recvonly'));
    expect(anonymous.status).toBe(401);
    const noConsole = await request(stack.gatewayUrl)
      .post(`/broadcast/${eventId}/whep`)
      .set('Cookie', clerk.cookie ?? '')
      .set('Content-Type', 'application/sdp')
      .send(offer('recvonly'));
    expect(noConsole.status).toBe(403);
  });

  it('publishes over the same-origin WHIP proxy with the token; the event is live; DELETE ends it', async () => {
    const before = dataOf<{ broadcast: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, BROADCAST, { id: eventId }, staff),
    ).broadcast;
    expect(before).toMatchObject({
      eventId,
      live: false,
      whipUrl: `/broadcast/${eventId}/whip`,
      whepUrl: `/broadcast/${eventId}/whep`,
      previewPath: `/broadcast/${eventId}/preview`,
    });
    expect(String(before['title']).length).toBeGreaterThan(0);

    const { token, whipUrl } = dataOf<{ createBroadcastPublishToken: { token: string; whipUrl: string } }>(
      await gql(stack.gatewayUrl, TOKEN, { id: eventId }, staff),
    ).createBroadcastPublishToken;
    expect(
      (
        await request(stack.gatewayUrl)
          .post(whipUrl)
          .set('Content-Type', 'application/sdp')
          .send(offer('sendonly'))
      ).status,
    ).toBe(401);
    const published = await request(stack.gatewayUrl)
      .post(whipUrl)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/sdp')
      .send(offer('sendonly'));
    expect(published.status).toBe(201);
    expect(published.headers['content-type']).toMatch(/^application\/sdp/);
    expect(published.text).toMatch(/^v=0/);
    const location = String(published.headers['location']);
    expect(location).toMatch(/^\/broadcast\/session\/[\w-]+$/);

    const live = dataOf<{ broadcast: { live: boolean } }>(
      await gql(stack.gatewayUrl, BROADCAST, { id: eventId }, staff),
    );
    expect(live.broadcast.live).toBe(true);
    const calendar = dataOf<{
      auctionCalendar: { groups: { sessions: { id: string; liveNow: boolean }[] }[] };
    }>(await gql(stack.gatewayUrl, CALENDAR, {}, staff));
    const sessions = calendar.auctionCalendar.groups.flatMap((g) => g.sessions);
    expect(sessions.filter((s) => s.liveNow).map((s) => s.id)).toEqual([eventId]);

    // The preview's viewer gets an answer while it is live.
    const watch = await request(stack.gatewayUrl)
      .post(`/broadcast/${eventId}/whep`)
      .set('Cookie', staff.cookie ?? '')
      .set('Content-Type', 'application/sdp')
      .send(offer('recvonly'));
    expect(watch.status).toBe(201);
    expect((await request(stack.gatewayUrl).delete(String(watch.headers['location']))).status).toBe(200);

    // A forged session path cannot make the gateway call anywhere else.
    const forged = `/broadcast/session/${Buffer.from('http://example.com/x').toString('base64url')}`;
    expect((await request(stack.gatewayUrl).delete(forged)).status).toBe(404);

    expect((await request(stack.gatewayUrl).delete(location)).status).toBe(200);
    const after = dataOf<{ broadcast: { live: boolean } }>(
      await gql(stack.gatewayUrl, BROADCAST, { id: eventId }, staff),
    );
    expect(after.broadcast.live).toBe(false);
  }, 60_000);
});
