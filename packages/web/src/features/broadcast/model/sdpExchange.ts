/** The most the browser waits for its ICE candidates before sending the offer (non-trickle). */
const GATHER_TIMEOUT_MS = 3_000;

/** Resolves when the connection's candidates are in its local description (or after a bound). */
export function iceGathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, GATHER_TIMEOUT_MS);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

export class SdpExchangeError extends Error {
  constructor(readonly status: number) {
    super(`SDP exchange refused (${status})`);
  }
}

/**
 * One WHIP/WHEP exchange (RFC 9725): POST the offer as application/sdp, get 201 with the answer and
 * the session's Location (DELETE it to stop). Same origin, so the session cookie goes along.
 */
export async function exchangeSdp(
  url: string,
  pc: RTCPeerConnection,
  token?: string,
): Promise<{ location: string }> {
  await pc.setLocalDescription(await pc.createOffer());
  await iceGathered(pc);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/sdp', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: pc.localDescription?.sdp ?? '',
    credentials: 'same-origin',
  });
  if (res.status !== 201) throw new SdpExchangeError(res.status);
  await pc.setRemoteDescription({ type: 'answer', sdp: await res.text() });
  return { location: res.headers.get('Location') ?? '' };
}

/** Ends a session at the streaming service; a failure is harmless (it times out there). */
export function endSession(location: string): void {
  if (location) void fetch(location, { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
}
