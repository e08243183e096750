/** The broadcast screen's texts (sales §8 Other, Broadcast), verbatim. */
export const BROADCAST_MESSAGES = {
  tokenUnavailable: 'Unable to fetch publish token',
  tokenRefused: 'Cannot Fetch Milli token',
  mediaDenied: 'Unable to connect to media, please check permissions',
  labelNeedsHttps: 'HTTPs is required to get label of this device',
  noDevices:
    'Error - Please check your video and microphone permissions, confirm the permissions are set in the browser settings, and refresh the page.',
} as const;

/** sales §2 Video Broadcast: the two resolutions. */
export const RESOLUTIONS = [
  { value: 'standard', label: 'Standard (426x240)', width: 426, height: 240 },
  { value: 'high', label: 'High (854x480)', width: 854, height: 480 },
] as const;
export type ResolutionValue = (typeof RESOLUTIONS)[number]['value'];

export const resolutionOf = (value: ResolutionValue) =>
  RESOLUTIONS.find((r) => r.value === value) ?? RESOLUTIONS[0];

/** Which §8 text a failed getUserMedia shows: no device at all, or anything else (permissions). */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotFoundError' || name === 'OverconstrainedError'
    ? BROADCAST_MESSAGES.noDevices
    : BROADCAST_MESSAGES.mediaDenied;
}

export interface DeviceOption {
  value: string;
  label: string;
}

/**
 * The select's options for one kind of input. A browser hides device labels outside a secure
 * context (and before permission): the option then says so (sales §8).
 */
export function deviceOptions(devices: readonly MediaDeviceInfo[], kind: MediaDeviceKind): DeviceOption[] {
  return devices
    .filter((d) => d.kind === kind && d.deviceId !== '')
    .map((d, i) => ({
      value: d.deviceId,
      label:
        d.label ||
        `${BROADCAST_MESSAGES.labelNeedsHttps} (${kind === 'videoinput' ? 'camera' : 'microphone'} ${i + 1})`,
    }));
}
