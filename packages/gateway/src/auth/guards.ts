import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql/index.js';
import type { GatewayContext } from '../context.js';
import { hasAccess, type AccessFlagName } from '../shared/accessFlags.js';
import { forbidden } from '../errors.js';

/**
 * Who may call a root field:
 * - `public`: anyone (only `viewer`, `login`, `version` and the password reset);
 * - `authenticated`: any signed-in caller (session cookie or API token);
 * - `{ access: flag }`: a signed-in caller holding that access flag.
 */
export type GuardRule = 'public' | 'authenticated' | { access: AccessFlagName };

export type RootTypeName = 'Query' | 'Mutation' | 'Subscription';

/** Every root field's rule, by root type: the registry `applyGuards` enforces. */
export type RootFieldGuards = Readonly<Record<RootTypeName, Readonly<Record<string, GuardRule>>>>;

/**
 * The one registry from the modules' own rules (each module guards the root fields its SDL
 * declares). Throws when two modules claim the same root field: one field, one rule.
 */
export function collectGuards(
  modules: readonly { name: string; guards: Readonly<Partial<RootFieldGuards>> }[],
): RootFieldGuards {
  const registry: Record<RootTypeName, Record<string, GuardRule>> = {
    Query: {},
    Mutation: {},
    Subscription: {},
  };
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const module of modules)
    for (const root of ['Query', 'Mutation', 'Subscription'] as const)
      for (const [field, rule] of Object.entries(module.guards[root] ?? {})) {
        const key = `${root}.${field}`;
        const owner = owners.get(key);
        if (owner) problems.push(`${key} is guarded by both ${owner} and ${module.name}`);
        owners.set(key, module.name);
        registry[root][field] = rule;
      }
  if (problems.length > 0) throw new Error(`Conflicting guards: ${problems.join('; ')}`);
  return registry;
}

/**
 * Refuses the caller (UNAUTHENTICATED / FORBIDDEN) unless the rule lets them through. An API token
 * is held to its limits too (docs/API.md: Tokens): a read-only token runs no mutation, and the flags of a
 * scoped token's viewer are already its user's current flags cut to the scopes (the upstream's
 * GET /app/house/user), so `hasAccess` refuses what the token may not do; the message says why.
 */
export async function enforceGuard(
  rule: GuardRule,
  context: GatewayContext,
  root: RootTypeName = 'Query',
): Promise<void> {
  if (rule === 'public') return;
  const viewer = await context.requireViewer();
  const token = viewer.apiToken;
  if (root === 'Mutation' && token?.readOnly) throw forbidden(TOKEN_MESSAGES.readOnly);
  if (rule === 'authenticated') return;
  if (hasAccess(viewer, rule.access)) return;
  if (token?.scopes && !token.scopes.includes(rule.access))
    throw forbidden(TOKEN_MESSAGES.outOfScope(rule.access));
  throw forbidden();
}

export const TOKEN_MESSAGES = {
  readOnly: 'This API token has the read-only scope: mutations are refused.',
  outOfScope: (flag: string) => `This API token's scopes do not include ${flag}.`,
} as const;

/**
 * Wraps every root field's resolver (and subscribe) with its guard, in place. Throws when a root
 * field has no rule or a rule names no field: an unguarded field never reaches production.
 */
export function applyGuards(schema: GraphQLSchema, guards: RootFieldGuards): GraphQLSchema {
  const roots: [RootTypeName, GraphQLObjectType | null | undefined][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  const problems: string[] = [];
  for (const [rootName, type] of roots) {
    const rules = guards[rootName];
    const fields = type ? type.getFields() : {};
    for (const name of Object.keys(rules))
      if (!(name in fields)) problems.push(`guard for ${rootName}.${name} names no field`);
    for (const [name, field] of Object.entries(fields)) {
      const rule = rules[name];
      if (rule === undefined) {
        problems.push(`${rootName}.${name} has no guard rule in its module's guards`);
        continue;
      }
      field.resolve = guarded(rule, rootName, field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = guarded(rule, rootName, field.subscribe);
    }
  }
  if (problems.length > 0) throw new Error(`Unguarded schema: ${problems.join('; ')}`);
  return schema;
}

function guarded(
  rule: GuardRule,
  root: RootTypeName,
  resolve: GraphQLFieldResolver<unknown, GatewayContext>,
): GraphQLFieldResolver<unknown, GatewayContext> {
  return async (source, args, context, info) => {
    await enforceGuard(rule, context, root);
    return resolve(source, args, context, info);
  };
}
