import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BROADCAST_MESSAGES,
  mediaErrorMessage,
  resolutionOf,
  type ResolutionValue,
} from '../model/broadcastTexts';
import { endSession, exchangeSdp, SdpExchangeError } from '../model/sdpExchange';

/** sales §4 Broadcast: settings before start; publishing hides them; paused keeps the session. */
export type BroadcastPhase = 'preparing' | 'ready' | 'starting' | 'live' | 'paused';

export interface BroadcastSettings {
  cameraId: string | null;
  microphoneId: string | null;
  resolution: ResolutionValue;
  audioOn: boolean;
  videoOn: boolean;
}

export interface Broadcaster {
  phase: BroadcastPhase;
  error: string | null;
  stream: MediaStream | null;
  devices: MediaDeviceInfo[];
  settings: BroadcastSettings;
  change(patch: Partial<BroadcastSettings>): void;
  start(fetchToken: () => Promise<{ token: string; whipUrl: string }>): Promise<void>;
  pause(): void;
  resume(): Promise<void>;
  stop(): void;
}

const constraintsOf = (
  s: BroadcastSettings,
  kinds: { audio: boolean; video: boolean },
): MediaStreamConstraints => {
  const { width, height } = resolutionOf(s.resolution);
  return {
    audio: kinds.audio ? (s.microphoneId ? { deviceId: { exact: s.microphoneId } } : true) : false,
    video: kinds.video
      ? {
          width: { ideal: width },
          height: { ideal: height },
          ...(s.cameraId ? { deviceId: { exact: s.cameraId } } : {}),
        }
      : false,
  };
};

/** Thrown by `fetchToken` when the token call failed (sales §8 "Unable to fetch publish token"). */
export class TokenUnavailableError extends Error {}

/** The camera and microphone, and the WHIP session that publishes them (sales §2 Video Broadcast). */
export function useBroadcaster(): Broadcaster {
  const [phase, setPhase] = useState<BroadcastPhase>('preparing');
  const [error, setError] = useState<string | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [settings, setSettings] = useState<BroadcastSettings>({
    cameraId: null,
    microphoneId: null,
    resolution: 'standard',
    audioOn: true,
    videoOn: true,
  });
  const pc = useRef<RTCPeerConnection | null>(null);
  const location = useRef('');
  const streamRef = useRef<MediaStream | null>(null);

  const replaceStream = useCallback((next: MediaStream | null) => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = next;
    setStream(next);
  }, []);

  /** Opens the chosen camera and microphone (the preview); the §8 texts when that fails. */
  const acquire = useCallback(
    async (s: BroadcastSettings) => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setError(BROADCAST_MESSAGES.mediaDenied);
        return;
      }
      try {
        const next = await navigator.mediaDevices.getUserMedia(
          constraintsOf(s, { audio: true, video: true }),
        );
        next.getAudioTracks().forEach((t) => (t.enabled = s.audioOn));
        next.getVideoTracks().forEach((t) => (t.enabled = s.videoOn));
        replaceStream(next);
        const all = await navigator.mediaDevices.enumerateDevices();
        setDevices(all);
        if (!all.some((d) => d.kind === 'videoinput') && !all.some((d) => d.kind === 'audioinput'))
          setError(BROADCAST_MESSAGES.noDevices);
        else setError(null);
        setPhase((p) => (p === 'preparing' ? 'ready' : p));
      } catch (e) {
        replaceStream(null);
        setError(mediaErrorMessage(e));
      }
    },
    [replaceStream],
  );

  useEffect(() => {
    void acquire(settings);
    // Only once: later device or resolution changes re-acquire through `change`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () => () => {
      endSession(location.current);
      pc.current?.close();
      streamRef.current?.getTracks().forEach((t) => t.stop());
    },
    [],
  );

  const change = (patch: Partial<BroadcastSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    if ('audioOn' in patch) streamRef.current?.getAudioTracks().forEach((t) => (t.enabled = next.audioOn));
    if ('videoOn' in patch) streamRef.current?.getVideoTracks().forEach((t) => (t.enabled = next.videoOn));
    if ('cameraId' in patch || 'microphoneId' in patch || 'resolution' in patch) void acquire(next);
  };

  const start: Broadcaster['start'] = async (fetchToken) => {
    const media = streamRef.current;
    if (!media) return;
    setPhase('starting');
    setError(null);
    let grant: { token: string; whipUrl: string };
    try {
      grant = await fetchToken();
    } catch (e) {
      setError(
        e instanceof TokenUnavailableError
          ? BROADCAST_MESSAGES.tokenUnavailable
          : BROADCAST_MESSAGES.tokenRefused,
      );
      setPhase('ready');
      return;
    }
    const connection = new RTCPeerConnection();
    for (const track of media.getTracks())
      connection.addTransceiver(track, { direction: 'sendonly', streams: [media] });
    try {
      location.current = (await exchangeSdp(grant.whipUrl, connection, grant.token)).location;
      pc.current = connection;
      setPhase('live');
    } catch (e) {
      connection.close();
      setError(
        e instanceof SdpExchangeError && e.status === 401
          ? BROADCAST_MESSAGES.tokenRefused
          : 'The broadcast could not start. Please try again.',
      );
      setPhase('ready');
    }
  };

  /** sales §4: pause stops audio and video (the tracks end; nothing is sent). */
  const pause = () => {
    for (const sender of pc.current?.getSenders() ?? []) void sender.replaceTrack(null);
    replaceStream(null);
    setPhase('paused');
  };

  /** sales §4: resume re-acquires the camera (and microphone) and sends them again. */
  const resume = async () => {
    try {
      const next = await navigator.mediaDevices.getUserMedia(
        constraintsOf(settings, { audio: true, video: true }),
      );
      next.getAudioTracks().forEach((t) => (t.enabled = settings.audioOn));
      next.getVideoTracks().forEach((t) => (t.enabled = settings.videoOn));
      for (const transceiver of pc.current?.getTransceivers() ?? []) {
        const kind = transceiver.receiver.track.kind;
        const track = kind === 'audio' ? next.getAudioTracks()[0] : next.getVideoTracks()[0];
        await transceiver.sender.replaceTrack(track ?? null);
      }
      replaceStream(next);
      setPhase('live');
    } catch (e) {
      setError(mediaErrorMessage(e));
    }
  };

  const stop = () => {
    endSession(location.current);
    location.current = '';
    pc.current?.close();
    pc.current = null;
    setPhase('ready');
    if (!streamRef.current) void acquire(settings);
  };

  return { phase, error, stream, devices, settings, change, start, pause, resume, stop };
}
