import { gql, type ApolloClient } from '@apollo/client';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { BROADCAST_MESSAGES } from '../model/broadcastTexts';

/**
 * The Video Broadcast screen against the REAL stack (sales §2, §6, §8). The browser's camera API is
 * not ours: jsdom has none, so `navigator.mediaDevices` is a stand-in per test.
 */
let probe: ApolloClient;
let eventId: string;

const fakeStream = () =>
  ({ getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] }) as unknown as MediaStream;
const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: '', toJSON: () => ({}) }) as MediaDeviceInfo;

function stubMedia(getUserMedia: () => Promise<MediaStream>, devices: MediaDeviceInfo[] = []) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia), enumerateDevices: vi.fn(async () => devices) },
  });
}

beforeAll(async () => {
  probe = createTestClient('staff');
  const { data } = await probe.query<{ auctionCalendar: { groups: { sessions: { id: string }[] }[] } }>({
    query: gql`
      {
        auctionCalendar(period: UPCOMING) {
          groups {
            id
            sessions {
              id
            }
          }
        }
      }
    `,
  });
  const first = data?.auctionCalendar.groups.flatMap((g) => g.sessions)[0];
  if (!first) throw new Error('the demo house has no upcoming session');
  eventId = first.id;
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Video Broadcast', () => {
  it('shows the settings with the devices, saying HTTPS is required for a hidden label', async () => {
    stubMedia(
      async () => fakeStream(),
      [
        device('videoinput', 'cam1', 'Front camera'),
        device('videoinput', 'cam2', ''),
        device('audioinput', 'mic1', 'Desk microphone'),
      ],
    );
    const { user } = renderApp(`/broadcast/${eventId}?isWebRtc=1`);
    const camera = await screen.findByLabelText('Camera', { selector: 'input' });
    expect((camera as HTMLInputElement).value).toBe('Front camera');
    expect((screen.getByLabelText('Microphone', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Desk microphone',
    );
    expect((screen.getByLabelText('Resolution', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Standard (426x240)',
    );
    expect((screen.getByRole('switch', { name: 'Audio' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Video' }) as HTMLInputElement).checked).toBe(true);
    expect(
      ((await screen.findByRole('button', { name: 'Start broadcast' })) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByRole('link', { name: 'Open the preview (new tab)' }).getAttribute('href')).toBe(
      `/broadcast/${eventId}/preview`,
    );
    await user.click(camera);
    expect(
      await screen.findByRole('option', { name: /^HTTPs is required to get label of this device/ }),
    ).toBeTruthy();
  });

  it('shows the permissions text when the camera is refused', async () => {
    stubMedia(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    renderApp(`/broadcast/${eventId}`);
    expect((await screen.findByRole('alert')).textContent).toContain(BROADCAST_MESSAGES.mediaDenied);
    expect((screen.getByRole('button', { name: 'Start broadcast' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the no-devices text when there is no camera or microphone', async () => {
    stubMedia(async () => {
      throw new DOMException('none', 'NotFoundError');
    });
    renderApp(`/broadcast/${eventId}`);
    expect((await screen.findByRole('alert')).textContent).toContain(BROADCAST_MESSAGES.noDevices);
  });

  it('refuses a user without the console flag', async () => {
    stubMedia(async () => fakeStream());
    renderApp(`/broadcast/${eventId}`, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
