import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode } from 'graphql/index.js';
import type { GatewayContext } from '../context.js';
import { ERROR_MESSAGES, ErrorCode, rateLimited } from '../errors.js';
import { rootFieldCount, usesIntrospection, withoutSuggestions } from '../limits/callerGate.js';
import { SIGN_IN_FIELDS, type RateLimiter } from '../limits/rateLimit/index.js';
import { documentLimitError, refusedStandIn } from '../limits/documentLimits.js';
import type { UpstreamCallsEvent } from '../rest/callLog.js';

async function isSignedIn(context: GatewayContext): Promise<boolean> {
  return context.viewer().then(
    (viewer) => viewer !== null,
    () => false,
  );
}

/**
 * Outside development, anonymous callers get neither introspection nor field suggestions
 * ("Did you mean …?"). Decided per request (Apollo caches validated documents, so this cannot
 * be a validation rule). Over graphql-ws every caller is signed in already.
 */
export function anonymousSchemaPrivacyPlugin(development: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      if (development) return {};
      return {
        // Runs (awaited) before errors are formatted; validation errors included.
        async didEncounterErrors({ contextValue, errors }) {
          const withSuggestions = errors.filter((e) => withoutSuggestions(e.message) !== e.message);
          if (withSuggestions.length === 0 || (await isSignedIn(contextValue))) return;
          for (const error of withSuggestions) error.message = withoutSuggestions(error.message);
        },
        async didResolveOperation({ contextValue, document, operationName }) {
          if (!usesIntrospection(document, operationName)) return;
          if (await isSignedIn(contextValue)) return;
          throw new GraphQLError(ERROR_MESSAGES.introspectionDisabled, {
            extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } },
          });
        },
      };
    },
  };
}

/**
 * Sign-in attempts (`login`, each alias counting) per client address, whoever sends them: the one
 * place a caller without a session can make the upstream check a password. Checked once the
 * operation is known, before anything runs; a refusal is 429 with `Retry-After`.
 */
export function signInLimitPlugin(limiter: RateLimiter): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation, operationName }) {
          if (operation?.operation !== 'mutation') return;
          const attempts = rootFieldCount(document, operationName, SIGN_IN_FIELDS);
          if (attempts === 0) return;
          const refusal = await limiter.signIn(contextValue.clientAddress ?? 'unknown', attempts);
          if (refusal) throw rateLimited(refusal.retryAfterSeconds);
        },
      };
    },
  };
}

/**
 * The document limits that bound graphql's own validation (`documentLimitError`), checked between
 * parsing and validation: a refused document is replaced by a stand-in that fails validation with
 * the limit's error (400), so graphql's rules never walk the original.
 */
export function documentLimitsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async validationDidStart(requestContext) {
          const error = documentLimitError(requestContext.document);
          if (error) (requestContext as { document: DocumentNode }).document = refusedStandIn(error);
        },
      };
    },
  };
}

/** Reports each operation's upstream calls to `GatewayConfig.onUpstreamCalls`. */
export function upstreamCallsPlugin(
  onUpstreamCalls: (event: UpstreamCallsEvent) => void,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, operationName }) {
          onUpstreamCalls({
            operationName: operationName ?? null,
            calls: [...contextValue.upstreamCalls.calls],
          });
        },
      };
    },
  };
}
