import { randomUUID } from 'node:crypto';
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type MediaStreamTrack,
  type PeerConfig,
  type RTCRtpTransceiver,
} from 'werift';
import { HttpError } from '../http/httpError.js';

/**
 * The embedded streaming service (sales §2 Other screens, Video Broadcast): a WHIP ingest (RFC 9725)
 * and WHEP playback relay in pure TypeScript (werift). One publisher per event; its RTP packets are
 * forwarded as they arrive to every viewer's tracks (no decoding, no transcoding), and a viewer who
 * joins asks the publisher for a keyframe (PLI) so its decoder can start at once.
 *
 * Media goes over UDP to the relay's host candidates, loopback included. Chromium hides its own
 * host addresses behind mDNS names (`<uuid>.local`) that werift cannot resolve; that needs no
 * browser flag: the browser's first connectivity check reaches one of our candidates and ICE learns
 * its real address from it (a peer-reflexive candidate), so the relay only has to answer checks
 * from addresses it was not told about, which ICE does by design.
 */

/** One codec per kind, the ones every browser sends: forwarding needs publisher and viewers to agree. */
const CODECS: PeerConfig['codecs'] = {
  audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2 })],
  video: [
    new RTCRtpCodecParameters({
      mimeType: 'video/VP8',
      clockRate: 90_000,
      rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'goog-remb' }],
    }),
  ],
};

/** Viewers one event may have at once: each costs the relay a peer connection and its sockets. */
export const MAX_VIEWERS_PER_EVENT = 25;
/** A silence of the publisher's video after which its next packets come with a keyframe request. */
const KEYFRAME_GAP_MS = 500;
/** The most a negotiation may wait for the relay's ICE candidates. */
const GATHER_TIMEOUT_MS = 5_000;

type Kind = 'audio' | 'video';

interface Viewer {
  id: string;
  eventId: number;
  pc: RTCPeerConnection;
  senders: Partial<Record<Kind, RTCRtpTransceiver>>;
}

interface Publication {
  id: string;
  eventId: number;
  houseId: number;
  pc: RTCPeerConnection;
  /** The publisher's video track and its transceiver: a joining viewer's keyframe request goes there. */
  video?: { track: MediaStreamTrack; transceiver: RTCRtpTransceiver };
}

export interface RelayOptions {
  /** Extra host addresses to offer (default loopback, so one machine works without a network). */
  hostAddresses?: string[];
  /** The UDP ports to use, [min, max] (default: any the system gives). */
  portRange?: [number, number] | undefined;
}

export class BroadcastRelay {
  private readonly publications = new Map<number, Publication>();
  private readonly viewers = new Map<string, Viewer>();
  private closed = false;

  constructor(private readonly options: RelayOptions = {}) {}

  /** WHIP: answers the publisher's offer; replaces an earlier publisher of the same event. */
  async publish(eventId: number, houseId: number, offer: string): Promise<{ id: string; answer: string }> {
    const pc = this.peer();
    const publication: Publication = { id: randomUUID(), eventId, houseId, pc };
    pc.onTrack.subscribe((track) => {
      const kind = track.kind as Kind;
      const transceiver = pc
        .getTransceivers()
        .find((t) => t.receiver.track === track || t.receiver.tracks.includes(track));
      if (kind === 'video' && transceiver) publication.video = { track, transceiver };
      let lastPacketAt = 0;
      track.onReceiveRtp.subscribe((rtp) => {
        if (this.publications.get(eventId) !== publication) return;
        // Video back after a pause (sales §4: resume re-acquires video): viewers need a keyframe.
        const now = Date.now();
        if (kind === 'video' && lastPacketAt > 0 && now - lastPacketAt > KEYFRAME_GAP_MS)
          void this.requestKeyframe(eventId);
        lastPacketAt = now;
        // One serialised copy for all: each sender rewrites its own ssrc, payload type and sequence.
        const packet = rtp.serialize();
        for (const viewer of this.viewers.values())
          if (viewer.eventId === eventId) void viewer.senders[kind]?.sender.sendRtp(packet);
      });
    });
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'failed' || state === 'closed') this.endPublication(publication);
    });
    const answer = await this.negotiate(pc, offer);
    const earlier = this.publications.get(eventId);
    this.publications.set(eventId, publication);
    if (earlier) await earlier.pc.close();
    return { id: publication.id, answer };
  }

  /** WHEP: answers a viewer's offer with the event's audio and video; 404 while nobody publishes. */
  async view(eventId: number, offer: string): Promise<{ id: string; answer: string }> {
    if (!this.publications.has(eventId))
      throw new HttpError(404, 'NOT_LIVE', 'The event is not broadcasting.');
    const watching = [...this.viewers.values()].filter((v) => v.eventId === eventId).length;
    if (watching >= MAX_VIEWERS_PER_EVENT)
      throw new HttpError(503, 'TOO_MANY_VIEWERS', 'The broadcast has as many viewers as it can take.');
    const pc = this.peer();
    const viewer: Viewer = {
      id: randomUUID(),
      eventId,
      pc,
      senders: {
        audio: pc.addTransceiver('audio', { direction: 'sendonly' }),
        video: pc.addTransceiver('video', { direction: 'sendonly' }),
      },
    };
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') void this.requestKeyframe(eventId);
      if (state === 'failed' || state === 'closed') this.viewers.delete(viewer.id);
    });
    const answer = await this.negotiate(pc, offer);
    this.viewers.set(viewer.id, viewer);
    return { id: viewer.id, answer };
  }

  /** DELETE of a WHIP or WHEP resource; false when it is not (or no longer) there. */
  async stop(eventId: number, id: string): Promise<boolean> {
    const publication = this.publications.get(eventId);
    if (publication?.id === id) {
      this.endPublication(publication);
      await publication.pc.close();
      return true;
    }
    const viewer = this.viewers.get(id);
    if (!viewer || viewer.eventId !== eventId) return false;
    this.viewers.delete(id);
    await viewer.pc.close();
    return true;
  }

  isLive(eventId: number): boolean {
    return this.publications.has(eventId);
  }

  /** The events of one house that are broadcasting now (the calendar's "Live now"). */
  liveEvents(houseId: number): number[] {
    return [...this.publications.values()]
      .filter((p) => p.houseId === houseId)
      .map((p) => p.eventId)
      .sort((a, b) => a - b);
  }

  /** Closes every peer connection and its UDP sockets; later offers are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.publications.values(), ...this.viewers.values()];
    this.publications.clear();
    this.viewers.clear();
    await Promise.allSettled(all.map((p) => p.pc.close()));
  }

  private peer(): RTCPeerConnection {
    if (this.closed) throw new HttpError(503, 'RELAY_CLOSED', 'The broadcast relay is shutting down.');
    return new RTCPeerConnection({
      codecs: CODECS,
      iceAdditionalHostAddresses: this.options.hostAddresses ?? ['127.0.0.1'],
      icePortRange: this.options.portRange,
      bundlePolicy: 'max-bundle',
    });
  }

  private async negotiate(pc: RTCPeerConnection, offer: string): Promise<string> {
    try {
      // werift answers nearly anything; an offer without audio or video has nothing to relay.
      if (!/^v=0\r?\n/.test(offer) || !/\nm=(audio|video) /.test(offer)) throw new Error('no media');
      await pc.setRemoteDescription({ type: 'offer', sdp: offer });
      await pc.setLocalDescription(await pc.createAnswer());
      await gathered(pc);
      const sdp = pc.localDescription?.sdp;
      if (!sdp) throw new Error('no local description');
      return sdp;
    } catch (error) {
      await pc.close();
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'INVALID_OFFER', 'The SDP offer could not be answered.');
    }
  }

  private endPublication(publication: Publication): void {
    if (this.publications.get(publication.eventId) === publication)
      this.publications.delete(publication.eventId);
  }

  private async requestKeyframe(eventId: number): Promise<void> {
    const video = this.publications.get(eventId)?.video;
    if (!video?.track.ssrc) return;
    await video.transceiver.receiver.sendRtcpPLI(video.track.ssrc).catch(() => undefined);
  }
}

/** Resolves when the relay's candidates are all in its description (non-trickle WHIP/WHEP answers). */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, GATHER_TIMEOUT_MS);
    const subscription = pc.iceGatheringStateChange.subscribe((state) => {
      if (state === 'complete') done();
    });
    function done() {
      clearTimeout(timer);
      subscription.unSubscribe();
      resolve();
    }
  });
}
