import { describe, expect, it } from 'vitest';
import { broadcastSettings } from './settings.js';

describe('the broadcast settings', () => {
  it('use the embedded relay by default and read the streaming service from the environment', () => {
    const defaults = broadcastSettings.defaults();
    expect(defaults).toEqual({ broadcast: { whipUrl: null, whepUrl: null, whepToken: null } });
    expect(broadcastSettings.fromEnv({ BROADCAST_WHEP_URL: ' ' }, defaults)).toEqual(defaults);
    expect(
      broadcastSettings.fromEnv(
        { BROADCAST_WHIP_URL: 'https://stream.example/whip', BROADCAST_WHEP_TOKEN: ' secret ' },
        defaults,
      ),
    ).toEqual({ broadcast: { whipUrl: 'https://stream.example/whip', whepUrl: null, whepToken: 'secret' } });
  });
});
