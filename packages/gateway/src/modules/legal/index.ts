import type { GatewayModule } from '../gatewayModule.js';
import { Query } from './resolvers/Query.js';

/**
 * Terms, Privacy and Contact (sales §2 App shell footer): public pages whose contact block is the
 * signed-in house's primary location, else the product's.
 */
export const legalModule = {
  name: 'legal' as const,
  resolvers: { Query },
  guards: { Query: { legalContact: 'public' } },
} satisfies GatewayModule;
