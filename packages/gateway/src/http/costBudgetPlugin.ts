import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql/index.js';
import type { GatewayContext } from '../context.js';
import { ERROR_MESSAGES, ErrorCode } from '../errors.js';
import { documentCost } from '../limits/costLimit.js';
import {
  costBudgetHeaders,
  costExtension,
  type CostBudget,
  type CostSpend,
} from '../limits/rateLimit/index.js';

/**
 * An API token's cost budget over HTTP (docs/API.md: Limits, Tokens): once the operation is known and
 * validated its estimated cost is charged to the token; the answer carries `extensions.cost`
 * and the RateLimit headers, and an operation that no longer fits is refused before it runs
 * (429, `Retry-After`, RATE_LIMITED). Token requests never take the lean path (http/leanGraphql.ts),
 * so every one of them passes here.
 */
export function costBudgetPlugin(
  budget: CostBudget,
  schema: GraphQLSchema,
  maxCost: number,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (!budget.applies(contextValue.credentials)) return {};
      let spend: CostSpend | null = null;
      return {
        async didResolveOperation({ document, operationName }) {
          const cost = documentCost(schema, document, operationName, maxCost) ?? 0;
          spend = await budget.spend(contextValue.credentials, cost);
          if (spend?.refused) throw costRefusal(spend);
        },
        async willSendResponse({ response }) {
          if (!spend) return;
          for (const [name, value] of costBudgetHeaders(spend)) response.http.headers.set(name, value);
          if (response.body.kind === 'single')
            response.body.singleResult.extensions = {
              ...response.body.singleResult.extensions,
              cost: costExtension(spend),
            };
        },
      };
    },
  };
}

/** The refusal of an operation that does not fit in what is left of the token's budget. */
export function costRefusal(spend: CostSpend, transport: 'http' | 'ws' = 'http'): GraphQLError {
  return new GraphQLError(ERROR_MESSAGES.costBudgetSpent, {
    extensions: {
      code: ErrorCode.RATE_LIMITED,
      retryAfter: spend.resetInSeconds,
      cost: costExtension(spend),
      ...(transport === 'http' ? { http: { status: 429, headers: new Map(costBudgetHeaders(spend)) } } : {}),
    },
  });
}
