import { nonEmpty, type ModuleSettings, type ModuleSettingsSpec } from '../../settings.js';

// This module's settings in GatewayConfig, beside the core's (settings.ts ModuleSettings).
declare module '../../settings.js' {
  interface ModuleSettings {
    /**
     * The streaming service (sales §2 Video Broadcast) the WHIP/WHEP proxy forwards to: the event id
     * is appended (`{url}/{eventId}`). Null: the upstream's embedded relay under the catalog service
     * (`/broadcast/whip`, `/broadcast/whep`). `whepToken` (BROADCAST_WHEP_TOKEN) is the bearer of
     * playback; null: the event's publish token, which the embedded relay accepts.
     */
    broadcast: { whipUrl: string | null; whepUrl: string | null; whepToken: string | null };
  }
}

export const broadcastSettings: ModuleSettingsSpec<Pick<ModuleSettings, 'broadcast'>> = {
  variables: [
    {
      name: 'BROADCAST_WHIP_URL',
      default: 'catalog service `/broadcast/whip`',
      description: 'WHIP ingest of the streaming service; `/{eventId}` is appended.',
    },
    {
      name: 'BROADCAST_WHEP_URL',
      default: 'catalog service `/broadcast/whep`',
      description: 'WHEP playback of the streaming service; `/{eventId}` is appended.',
    },
    {
      name: 'BROADCAST_WHEP_TOKEN',
      default: "the event's publish token",
      description: 'Bearer token of WHEP playback at an external streaming service.',
    },
  ],
  defaults: () => ({ broadcast: { whipUrl: null, whepUrl: null, whepToken: null } }),
  fromEnv: (env) => ({
    broadcast: {
      whipUrl: nonEmpty(env.BROADCAST_WHIP_URL) ?? null,
      whepUrl: nonEmpty(env.BROADCAST_WHEP_URL) ?? null,
      whepToken: nonEmpty(env.BROADCAST_WHEP_TOKEN) ?? null,
    },
  }),
};
