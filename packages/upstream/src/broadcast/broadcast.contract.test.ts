import request from 'supertest';
import { RTCPeerConnection, RTCRtpCodecParameters } from 'werift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import { getAs, signIn, type SignedIn } from '../../test/support/session.js';
import { DEMO_LOGINS, startUpstream, type StartedUpstream } from '../testing.js';
import { verifyPublishToken } from './publishToken.js';

/**
 * The broadcast calls (sales §7 Other: GET /app/catalog/{eventId}/millicast-token -> success,
 * millicast-token) and the relay's WHIP/WHEP exchanges (RFC 9725) on the real upstream. The JSON
 * answers are checked against openapi/catalog.yaml, every declared status provoked.
 */
const contract = createContractChecker(new URL('../../openapi/catalog.yaml', import.meta.url), {
  tags: ['broadcast'],
});

/** A publisher's SDP offer (what a browser sends to a WHIP endpoint), from a real peer. */
async function offerSdp(direction: 'sendonly' | 'recvonly'): Promise<{ pc: RTCPeerConnection; sdp: string }> {
  const pc = new RTCPeerConnection({
    codecs: { video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000 })] },
  });
  pc.addTransceiver('video', { direction });
  await pc.setLocalDescription(await pc.createOffer());
  return { pc, sdp: pc.localDescription?.sdp ?? '' };
}

describe('broadcast (contract)', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  let other: SignedIn;
  let eventId: number;
  let houseId: number;
  const peers: RTCPeerConnection[] = [];

  const token = async (id: number | string, who = staff) =>
    contract.check('get', await getAs(up.url, who, `/app/catalog/${id}/millicast-token`));
  const live = async (house: number, who = staff) =>
    contract.check('get', await getAs(up.url, who, `/cps/app/house/${house}/broadcasts/live`));

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    other = await signIn(up.url, DEMO_LOGINS.otherStaff);
    const user = await getAs(up.url, staff, '/app/house/user');
    houseId = user.body.user.houseInfo.houseID;
    const row = await up.db
      .selectFrom('catalogs')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    eventId = row.id;
  });
  afterAll(async () => {
    await Promise.allSettled(peers.map((pc) => pc.close()));
    await up?.close();
  });

  it('gives a short-lived publish token for an event of the caller’s house', async () => {
    const res = await token(eventId);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(String(res.body['millicast-token'])).toMatch(/^[\w-]+\.[\w-]+$/);
    // Another house's event, an unknown one and a non-number are all unknown; no caller is a 401.
    expect((await token(eventId, other)).status).toBe(404);
    expect((await token(99_999_999)).status).toBe(404);
    expect((await token('abc')).status).toBe(404);
    expect(
      (await contract.check('get', await request(up.url).get(`/app/catalog/${eventId}/millicast-token`)))
        .status,
    ).toBe(401);
  });

  it('the token is the relay’s key: WHIP publishes, the event is live, DELETE stops it', async () => {
    const publishToken = (await token(eventId)).body['millicast-token'] as string;
    const whip = `/broadcast/whip/${eventId}`;
    const { pc, sdp } = await offerSdp('sendonly');
    peers.push(pc);

    // No token, a token of another event, or a body that is not SDP: refused before any media.
    expect((await request(up.url).post(whip).set('Content-Type', 'application/sdp').send(sdp)).status).toBe(
      401,
    );
    expect(
      (
        await request(up.url)
          .post(`/broadcast/whip/${eventId + 1}`)
          .set('Authorization', `Bearer ${publishToken}`)
          .set('Content-Type', 'application/sdp')
          .send(sdp)
      ).status,
    ).toBe(401);
    expect(
      (await request(up.url).post(whip).set('Authorization', `Bearer ${publishToken}`).send({ sdp })).status,
    ).toBe(415);

    const res = await request(up.url)
      .post(whip)
      .set('Authorization', `Bearer ${publishToken}`)
      .set('Content-Type', 'application/sdp')
      .send(sdp);
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/sdp/);
    expect(res.text).toMatch(/^v=0/);
    expect(res.text).toMatch(/a=candidate:/);
    const location = String(res.headers['location']);
    expect(location).toMatch(new RegExp(`^/broadcast/whip/${eventId}/[0-9a-f-]{36}$`));

    expect((await live(houseId)).body).toEqual({ liveEventIDs: [eventId] });
    expect((await live(houseId + 1)).status).toBe(403);
    expect(
      (await contract.check('get', await request(up.url).get(`/cps/app/house/${houseId}/broadcasts/live`)))
        .status,
    ).toBe(401);

    // A viewer (WHEP) with the same kind of token gets an answer while the event is live.
    const viewerOffer = await offerSdp('recvonly');
    peers.push(viewerOffer.pc);
    const watch = await request(up.url)
      .post(`/broadcast/whep/${eventId}`)
      .set('Authorization', `Bearer ${publishToken}`)
      .set('Content-Type', 'application/sdp')
      .send(viewerOffer.sdp);
    expect(watch.status).toBe(201);
    expect((await request(up.url).delete(String(watch.headers['location']))).status).toBe(200);

    expect((await request(up.url).delete(location)).status).toBe(200);
    expect((await request(up.url).delete(location)).status).toBe(404);
    expect((await live(houseId)).body).toEqual({ liveEventIDs: [] });
    // Nobody publishes now: a viewer is told so.
    const late = await request(up.url)
      .post(`/broadcast/whep/${eventId}`)
      .set('Authorization', `Bearer ${publishToken}`)
      .set('Content-Type', 'application/sdp')
      .send(viewerOffer.sdp);
    expect(late.status).toBe(404);
  }, 60_000);

  it('signs tokens that expire after five minutes', async () => {
    const publishToken = (await token(eventId)).body['millicast-token'] as string;
    // The secret is the app's own; a forged signature or a late use is refused.
    expect(verifyPublishToken('another secret', publishToken)).toBeNull();
    const [payload] = publishToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { x: number };
    expect(claims.x * 1000 - Date.now()).toBeGreaterThan(290_000);
    expect(claims.x * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
  });

  it('provokes every declared status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
