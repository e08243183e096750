import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, RtpHeader, RtpPacket } from 'werift';
import { afterEach, describe, expect, it } from 'vitest';
import { BroadcastRelay } from './relay.js';

/**
 * The relay with real peers on both sides (werift over UDP on this machine): a publisher that sends
 * VP8 packets and viewers that receive them. No browser: the e2e test plays the browser's part.
 */
const VP8 = new RTCRtpCodecParameters({
  mimeType: 'video/VP8',
  clockRate: 90_000,
  rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }],
});
const peer = () =>
  new RTCPeerConnection({ codecs: { video: [VP8] }, iceAdditionalHostAddresses: ['127.0.0.1'] });
const opened: { close(): Promise<void> }[] = [];

/** Offers, lets `answer` produce the SDP answer, and applies it. */
async function connect(pc: RTCPeerConnection, answer: (offer: string) => Promise<{ answer: string }>) {
  await pc.setLocalDescription(await pc.createOffer());
  const offer = pc.localDescription?.sdp ?? '';
  await pc.setRemoteDescription({ type: 'answer', sdp: (await answer(offer)).answer });
}

/** A publisher whose video track sends one small VP8 packet every 20 ms while it lives. */
async function publisher(relay: BroadcastRelay, eventId: number, houseId: number) {
  const pc = peer();
  opened.push(pc);
  const track = new MediaStreamTrack({ kind: 'video' });
  const transceiver = pc.addTransceiver(track, { direction: 'sendonly' });
  let pli = 0;
  transceiver.sender.onPictureLossIndication.subscribe(() => (pli += 1));
  const result = { id: '', pli: () => pli };
  await connect(pc, async (offer) => {
    const published = await relay.publish(eventId, houseId, offer);
    result.id = published.id;
    return published;
  });
  let seq = 1;
  const timer = setInterval(() => {
    const header = new RtpHeader({
      payloadType: 96,
      sequenceNumber: seq++ & 0xffff,
      timestamp: seq * 3000,
      marker: true,
    });
    track.writeRtp(new RtpPacket(header, Buffer.from([0x10, 0x00, 0x9d, 0x01, 0x2a])));
  }, 20);
  opened.push({ close: async () => clearInterval(timer) });
  return result;
}

/** A viewer counting the video packets it receives. */
async function viewer(relay: BroadcastRelay, eventId: number) {
  const pc = peer();
  opened.push(pc);
  pc.addTransceiver('video', { direction: 'recvonly' });
  let packets = 0;
  pc.onTrack.subscribe((track) => track.onReceiveRtp.subscribe(() => (packets += 1)));
  await connect(pc, (offer) => relay.view(eventId, offer));
  return { packets: () => packets };
}

afterEach(async () => {
  await Promise.allSettled(opened.splice(0).map((p) => p.close()));
});

describe('BroadcastRelay (WHIP in, WHEP out)', () => {
  it('forwards the publisher’s packets to every viewer and asks for a keyframe when one joins', async () => {
    const relay = new BroadcastRelay();
    opened.push(relay);
    const pub = await publisher(relay, 7, 1);
    expect(relay.isLive(7)).toBe(true);
    expect(relay.liveEvents(1)).toEqual([7]);
    expect(relay.liveEvents(2)).toEqual([]);

    const first = await viewer(relay, 7);
    const second = await viewer(relay, 7);
    await expect.poll(() => first.packets(), { timeout: 30_000 }).toBeGreaterThan(10);
    await expect.poll(() => second.packets(), { timeout: 30_000 }).toBeGreaterThan(10);
    await expect.poll(() => pub.pli(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);

    // Stopping the publisher (the WHIP DELETE) ends the live state; its resource is gone after.
    expect(await relay.stop(7, pub.id)).toBe(true);
    expect(relay.isLive(7)).toBe(false);
    expect(await relay.stop(7, pub.id)).toBe(false);
  }, 60_000);

  it('refuses a viewer while nobody publishes, and an offer that is not SDP', async () => {
    const relay = new BroadcastRelay();
    opened.push(relay);
    await expect(relay.view(9, 'v=0')).rejects.toMatchObject({ status: 404, code: 'NOT_LIVE' });
    await expect(relay.publish(9, 1, 'not sdp')).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_OFFER',
    });
    expect(relay.isLive(9)).toBe(false);
  });

  it('refuses new peers once closed', async () => {
    const relay = new BroadcastRelay();
    await publisher(relay, 3, 1);
    await relay.close();
    expect(relay.liveEvents(1)).toEqual([]);
    await expect(relay.publish(3, 1, 'v=0')).rejects.toMatchObject({ status: 503, code: 'RELAY_CLOSED' });
  }, 60_000);
});
