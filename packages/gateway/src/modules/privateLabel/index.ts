import type { GatewayModule } from '../gatewayModule.js';
import { Mutation } from './resolvers/Mutation.js';
import { PrivateLabelSettings } from './resolvers/PrivateLabelSettings.js';
import { Query } from './resolvers/Query.js';

/**
 * Private-label settings (sales §2 Other screens, §3, §5 Logos, §7 Other). Settings need the
 * sensitive flag (sales §6); the provider also requires an instant house with connect type i or s
 * (sales §2 Top navigation), FORBIDDEN otherwise.
 */
export const privateLabelModule = {
  name: 'privateLabel' as const,
  resolvers: { Query, Mutation, PrivateLabelSettings },
  guards: {
    Query: { privateLabelSettings: { access: 'sensitive' }, privateLabelOptions: { access: 'sensitive' } },
    Mutation: {
      savePrivateLabelSettings: { access: 'sensitive' },
      uploadPrivateLabelLogo: { access: 'sensitive' },
    },
  },
} satisfies GatewayModule;
