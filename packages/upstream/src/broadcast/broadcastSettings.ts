import type { DomainSettings } from '../domain.js';
import { secretValue, type Env } from '../settings.js';

/** The publish tokens' secret and the relay's UDP ports (docs/CONFIGURATION.md). */
export const broadcastSettings: DomainSettings = {
  variables: [
    {
      name: 'BROADCAST_TOKEN_SECRET',
      default: 'generated',
      description: 'signs broadcast publish tokens (32+ characters); a fresh one per start without it',
    },
    {
      name: 'BROADCAST_RTC_PORTS',
      default: 'any',
      description: "the embedded relay's UDP media ports, min-max; any free port without it",
    },
  ],
  fromEnv: (env) => ({
    broadcastTokenSecret: secretValue(env, 'BROADCAST_TOKEN_SECRET'),
    broadcastPortRange: portRangeFrom(env),
  }),
};

/** "40000-40100": the relay's UDP ports (a firewall opens just these). */
function portRangeFrom(env: Env): [number, number] | undefined {
  const raw = env['BROADCAST_RTC_PORTS'];
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(raw.trim());
  const [min, max] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(min >= 1 && max <= 65_535 && min < max))
    throw new Error(`BROADCAST_RTC_PORTS must be two ports "min-max" with min below max, not "${raw}"`);
  return [min, max];
}
