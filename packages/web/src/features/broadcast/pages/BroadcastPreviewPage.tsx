import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BroadcastDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { VideoView } from '../components/VideoView';
import { endSession, exchangeSdp, SdpExchangeError } from '../model/sdpExchange';

const broadcastQuery = toDocument(BroadcastDocument);
/** How often the page asks again while the event is not live yet. */
const RETRY_MS = 3_000;

/**
 * The broadcast's preview (sales §2 Video Broadcast, preview link): plays the live stream over WHEP
 * through the gateway, waiting for it while nobody broadcasts.
 */
export default function BroadcastPreviewPage() {
  useDocumentTitle('Broadcast preview');
  const { eventId = '' } = useParams();
  const event = useQuery(broadcastQuery, { variables: { eventId } });
  const whepUrl = event.data?.broadcast?.whepUrl;
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<'waiting' | 'playing' | 'failed'>('waiting');

  useEffect(() => {
    if (!whepUrl) return undefined;
    let cancelled = false;
    let pc: RTCPeerConnection | null = null;
    let location = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      pc = new RTCPeerConnection();
      const media = new MediaStream();
      pc.addTransceiver('video', { direction: 'recvonly' });
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.ontrack = (e) => {
        media.addTrack(e.track);
        if (!cancelled) setStream(media);
      };
      try {
        location = (await exchangeSdp(whepUrl, pc)).location;
        if (cancelled) endSession(location);
        else setStatus('playing');
      } catch (e) {
        pc.close();
        if (cancelled) return;
        if (e instanceof SdpExchangeError && e.status === 404) {
          setStatus('waiting');
          timer = setTimeout(() => void attempt(), RETRY_MS);
        } else setStatus('failed');
      }
    };
    void attempt();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      endSession(location);
      pc?.close();
    };
  }, [whepUrl]);

  if (event.loading && !event.data) return <LoadingState label="Loading the broadcast…" />;
  if (!event.data?.broadcast)
    return <ErrorBanner message={event.error ? LOAD_FAILED_MESSAGE : 'This session cannot be broadcast.'} />;
  return (
    <Stack gap="md">
      <PageHeader title="Broadcast preview" description={event.data.broadcast.title} />
      {status === 'waiting' ? (
        <Alert color="blue" role="status">
          This broadcast is not live yet. The video starts as soon as it is.
        </Alert>
      ) : null}
      {status === 'failed' ? (
        <Alert color="red" role="alert">
          The live video could not be played. Please reload the page.
        </Alert>
      ) : null}
      <VideoView stream={stream} label="Live broadcast" />
    </Stack>
  );
}
