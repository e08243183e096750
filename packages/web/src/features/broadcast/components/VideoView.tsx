import { useEffect, useRef } from 'react';

/** A muted, inline video of a stream (the camera preview, the viewer's playback). */
export function VideoView({ stream, label }: { stream: MediaStream | null; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      muted
      playsInline
      style={{ width: '100%', maxWidth: 854, aspectRatio: '16 / 9', background: 'black', borderRadius: 8 }}
    />
  );
}
