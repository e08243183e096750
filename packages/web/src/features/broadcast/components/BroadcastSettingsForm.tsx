import { Select, Stack, Switch } from '@mantine/core';
import { deviceOptions, RESOLUTIONS, type ResolutionValue } from '../model/broadcastTexts';
import type { BroadcastSettings } from './useBroadcaster';

interface Props {
  devices: MediaDeviceInfo[];
  settings: BroadcastSettings;
  onChange(patch: Partial<BroadcastSettings>): void;
}

/** sales §2 Video Broadcast: camera, microphone, resolution and the audio/video toggles. */
export function BroadcastSettingsForm({ devices, settings, onChange }: Props) {
  const cameras = deviceOptions(devices, 'videoinput');
  const microphones = deviceOptions(devices, 'audioinput');
  return (
    <Stack gap="sm" maw={420}>
      <Select
        label="Camera"
        data={cameras}
        value={settings.cameraId ?? cameras[0]?.value ?? null}
        onChange={(value) => value && onChange({ cameraId: value })}
        allowDeselect={false}
        disabled={cameras.length === 0}
      />
      <Select
        label="Microphone"
        data={microphones}
        value={settings.microphoneId ?? microphones[0]?.value ?? null}
        onChange={(value) => value && onChange({ microphoneId: value })}
        allowDeselect={false}
        disabled={microphones.length === 0}
      />
      <Select
        label="Resolution"
        data={RESOLUTIONS.map((r) => ({ value: r.value, label: r.label }))}
        value={settings.resolution}
        onChange={(value) => value && onChange({ resolution: value as ResolutionValue })}
        allowDeselect={false}
      />
    </Stack>
  );
}

/** The audio and video toggles: shown before and during the broadcast. */
export function MediaToggles({ settings, onChange }: Omit<Props, 'devices'>) {
  return (
    <Stack gap="xs">
      <Switch
        label="Audio"
        checked={settings.audioOn}
        onChange={(e) => onChange({ audioOn: e.currentTarget.checked })}
      />
      <Switch
        label="Video"
        checked={settings.videoOn}
        onChange={(e) => onChange({ videoOn: e.currentTarget.checked })}
      />
    </Stack>
  );
}
