import type { GatewayModule } from '../gatewayModule.js';
import { Query } from './resolvers/Query.js';
import { DateScalar, DateTimeScalar, MoneyScalar } from './resolvers/scalars.js';

/** Scalars and the schema-wide root fields (`version`). */
export const baseModule = {
  name: 'base' as const,
  resolvers: {
    Date: DateScalar,
    DateTime: DateTimeScalar,
    Money: MoneyScalar,
    Query,
  },
  guards: {
    Query: { version: 'public' },
  },
} satisfies GatewayModule;
