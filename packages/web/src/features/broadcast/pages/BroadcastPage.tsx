import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useHref, useParams } from 'react-router';
import { BroadcastDocument, CreateBroadcastPublishTokenDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BroadcastSettingsForm, MediaToggles } from '../components/BroadcastSettingsForm';
import { TokenUnavailableError, useBroadcaster } from '../components/useBroadcaster';
import { VideoView } from '../components/VideoView';

const broadcastQuery = toDocument(BroadcastDocument);
const tokenMutation = toDocument(CreateBroadcastPublishTokenDocument);

/** Help centre articles on broadcasting from the browser. */
const HELP_LINKS = [
  { href: 'https://support.google.com/chrome/answer/2693767', label: 'Allow camera and microphone access' },
  {
    href: 'https://webrtc.github.io/samples/src/content/devices/input-output/',
    label: 'Test your camera and microphone',
  },
];

/**
 * Video Broadcast (sales §2 Other screens, §4 Broadcast): choose the camera and microphone, the
 * resolution and the audio/video toggles, then go live (WHIP through the gateway). Once publishing
 * the settings hide; pause stops audio and video, resume re-acquires them.
 */
export default function BroadcastPage() {
  useDocumentTitle('Video Broadcast');
  const { eventId = '' } = useParams();
  const event = useQuery(broadcastQuery, { variables: { eventId } });
  const [createToken] = useMutation(tokenMutation);
  const broadcaster = useBroadcaster();
  const previewHref = useHref(event.data?.broadcast?.previewPath ?? `/broadcast/${eventId}/preview`);
  const { phase, error, settings, change } = broadcaster;
  const publishing = phase === 'live' || phase === 'paused';

  if (event.loading && !event.data) return <LoadingState label="Loading the broadcast…" />;
  if (!event.data?.broadcast)
    return <ErrorBanner message={event.error ? LOAD_FAILED_MESSAGE : 'This session cannot be broadcast.'} />;

  const fetchToken = async () => {
    let result;
    try {
      result = await createToken({ variables: { eventId } });
    } catch {
      throw new TokenUnavailableError();
    }
    const grant = result.data?.createBroadcastPublishToken;
    if (!grant?.token) throw new Error('no token');
    return grant;
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Video Broadcast"
        description={event.data.broadcast.title}
        actions={
          publishing ? (
            <Badge color={phase === 'live' ? 'red' : 'gray'} size="lg">
              {phase === 'live' ? 'Live' : 'Paused'}
            </Badge>
          ) : null
        }
      />
      {error ? (
        <Alert color="red" role="alert" title="Broadcast">
          {error}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack style={{ flex: '1 1 420px' }}>
          <VideoView stream={broadcaster.stream} label="Camera preview" />
        </Stack>
        <Stack style={{ flex: '1 1 280px' }} gap="md">
          {publishing ? null : (
            <BroadcastSettingsForm devices={broadcaster.devices} settings={settings} onChange={change} />
          )}
          <MediaToggles settings={settings} onChange={change} />
          <Group>
            {publishing ? (
              <>
                {phase === 'live' ? (
                  <Button variant="default" onClick={broadcaster.pause}>
                    Pause
                  </Button>
                ) : (
                  <Button onClick={() => void broadcaster.resume()}>Resume</Button>
                )}
                <Button color="red" onClick={broadcaster.stop}>
                  Stop broadcast
                </Button>
              </>
            ) : (
              <Button
                onClick={() => void broadcaster.start(fetchToken)}
                loading={phase === 'starting'}
                disabled={!broadcaster.stream || phase === 'preparing'}
              >
                Start broadcast
              </Button>
            )}
          </Group>
          <Anchor href={previewHref} target="_blank" rel="noopener">
            Open the preview (new tab)
          </Anchor>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Help
            </Text>
            {HELP_LINKS.map((link) => (
              <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
        </Stack>
      </Group>
    </Stack>
  );
}
