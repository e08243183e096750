import { describe, expect, it } from 'vitest';
import { BROADCAST_MESSAGES, deviceOptions, mediaErrorMessage, resolutionOf } from './broadcastTexts';

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: '', toJSON: () => ({}) }) as MediaDeviceInfo;

describe('broadcast model', () => {
  it('maps a missing device to the no-devices text and anything else to the permissions text', () => {
    expect(mediaErrorMessage(new DOMException('x', 'NotFoundError'))).toBe(BROADCAST_MESSAGES.noDevices);
    expect(mediaErrorMessage(new DOMException('x', 'NotAllowedError'))).toBe(BROADCAST_MESSAGES.mediaDenied);
    expect(mediaErrorMessage('odd')).toBe(BROADCAST_MESSAGES.mediaDenied);
  });

  it('lists the devices of one kind, saying HTTPS is required when the label is hidden', () => {
    const options = deviceOptions(
      [
        device('videoinput', 'cam1', 'Front camera'),
        device('videoinput', 'cam2', ''),
        device('audioinput', 'mic', 'Mic'),
      ],
      'videoinput',
    );
    expect(options).toEqual([
      { value: 'cam1', label: 'Front camera' },
      { value: 'cam2', label: 'HTTPs is required to get label of this device (camera 2)' },
    ]);
  });

  it('knows the two resolutions', () => {
    expect(resolutionOf('standard')).toMatchObject({ width: 426, height: 240 });
    expect(resolutionOf('high')).toMatchObject({ width: 854, height: 480 });
  });
});
