import { loadDomainTypeDefs } from '@ah/schema/node';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  execute,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema.js';
import { FixedViewerContext, houseUserFixture, unreachableClients } from '../testing/fixtures.js';
import { gatewayModules, ROOT_FIELD_GUARDS } from '../modules/index.js';
import { applyGuards, collectGuards, type GuardRule } from './guards.js';

const schema = buildGatewaySchema();
const clients = unreachableClients();
afterAll(() => clients.close());

/** Every root field of the built schema with its registered rule. */
function rootFields(): {
  root: 'Query' | 'Mutation';
  field: GraphQLField<unknown, unknown>;
  rule: GuardRule | undefined;
}[] {
  const roots: ['Query' | 'Mutation', GraphQLObjectType | null | undefined][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([root, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      root,
      field,
      rule: ROOT_FIELD_GUARDS[root][field.name],
    })),
  );
}

/** A value that passes input coercion for a type (so the guard, not validation, answers). */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = {
      String: 'x',
      ID: '1',
      Int: 1,
      Float: 1,
      Boolean: true,
      Date: '2020-01-02',
      DateTime: '2020-01-02T03:04:05Z',
      Money: '1.00',
    };
    return samples[type.name] ?? 'x';
  }
  return null;
}

/** `query ($a: T!) { field(a: $a) { __typename } }` with sample variables for its required args. */
function operationFor(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type));
  const declarations = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passing = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const text = `${root === 'Query' ? 'query' : 'mutation'}${declarations ? ` (${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`;
  return {
    document: parse(text),
    variableValues: Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type)])),
  };
}

async function run(
  root: 'Query' | 'Mutation',
  field: GraphQLField<unknown, unknown>,
  context: FixedViewerContext,
) {
  const { document, variableValues } = operationFor(root, field);
  const result = await execute({ schema, document, variableValues, contextValue: context });
  return result.errors?.[0]?.extensions?.['code'];
}

describe('root field guards', () => {
  it('gives every root field of the schema a rule; only viewer, login, version, legalContact and password reset are public', () => {
    const fields = rootFields();
    expect(fields.length).toBeGreaterThan(5);
    for (const { root, field, rule } of fields) expect(rule, `${root}.${field.name}`).toBeDefined();
    const publicFields = fields.filter((f) => f.rule === 'public').map((f) => `${f.root}.${f.field.name}`);
    // Password reset (sales §2: the password-reset path skips the user load) is for callers who cannot sign in.
    expect(publicFields.sort()).toEqual([
      'Mutation.login',
      'Mutation.requestPasswordReset',
      'Mutation.resetPassword',
      'Query.legalContact',
      'Query.version',
      'Query.viewer',
    ]);
  });

  it('puts the hub fields and createInvoiceGroup behind the invoices flag', () => {
    for (const name of ['uninvoicedSaleGroups', 'invoiceGroups', 'invoiceTemplates'])
      expect(ROOT_FIELD_GUARDS.Query[name]).toEqual({ access: 'invoices' });
    expect(ROOT_FIELD_GUARDS.Mutation['createInvoiceGroup']).toEqual({ access: 'invoices' });
  });

  it('refuses an anonymous caller on every non-public root field (UNAUTHENTICATED)', async () => {
    const anonymous = new FixedViewerContext(clients, null);
    for (const { root, field, rule } of rootFields()) {
      if (rule === 'public') continue;
      expect(await run(root, field, anonymous), `${root}.${field.name}`).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a signed-in user without the flag on every flag-guarded root field (FORBIDDEN)', async () => {
    for (const { root, field, rule } of rootFields()) {
      if (typeof rule !== 'object') continue;
      const noFlags = new FixedViewerContext(clients, houseUserFixture());
      expect(await run(root, field, noFlags), `${root}.${field.name}`).toBe('FORBIDDEN');
    }
  });

  it('lets an authenticated-only field through for a user without any flag', async () => {
    const small = applyGuards(
      makeExecutableSchema({
        typeDefs: 'type Query { version: String! note: String }',
        resolvers: { Query: { version: () => '1', note: () => 'signed in' } },
      }),
      { Query: { version: 'public', note: 'authenticated' }, Mutation: {}, Subscription: {} },
    );
    const noFlags = new FixedViewerContext(clients, houseUserFixture());
    const result = await execute({ schema: small, document: parse('{ note }'), contextValue: noFlags });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ note: 'signed in' });
  });

  it('refuses to build a schema with an unguarded root field', () => {
    const unguarded = makeExecutableSchema({
      typeDefs: 'type Query { version: String! viewer: String secret: String }',
    });
    expect(() =>
      applyGuards(unguarded, {
        Query: { version: 'public', viewer: 'public' },
        Mutation: {},
        Subscription: {},
      }),
    ).toThrow(/Query\.secret has no guard rule/);
  });

  it('refuses a rule that names no field (a stale registry)', () => {
    const small = makeExecutableSchema({ typeDefs: 'type Query { version: String! }' });
    expect(() =>
      applyGuards(small, {
        Query: { version: 'public', gone: 'authenticated' },
        Mutation: {},
        Subscription: {},
      }),
    ).toThrow(/Query\.gone names no field/);
  });

  it('refuses two modules that guard the same root field', () => {
    expect(() =>
      collectGuards([
        { name: 'one', guards: { Query: { shared: 'authenticated' } } },
        { name: 'two', guards: { Query: { shared: { access: 'invoices' } } } },
      ]),
    ).toThrow(/Query\.shared is guarded by both one and two/);
  });

  it('has each module guard exactly the root fields its own SDL file declares', () => {
    const sdl = loadDomainTypeDefs();
    for (const module of gatewayModules) {
      expect(sdl.has(module.name), `sdl/${module.name}.graphql`).toBe(true);
      const declared = rootFieldsDeclaredIn(sdl.get(module.name) ?? '');
      const guarded = (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) =>
        Object.keys(module.guards[root] ?? {}).map((field) => `${root}.${field}`),
      );
      expect(guarded.sort(), module.name).toEqual(declared.sort());
    }
  });

  it('has each module resolve only root fields it guards', () => {
    for (const module of gatewayModules)
      for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
        const resolved = Object.keys(module.resolvers[root] ?? {});
        const guarded = Object.keys(module.guards[root] ?? {});
        expect(
          resolved.filter((field) => !guarded.includes(field)),
          `${module.name} ${root}`,
        ).toEqual([]);
      }
  });
});

/** `Root.field` for each root field a document declares or extends. */
function rootFieldsDeclaredIn(source: string): string[] {
  if (!source) return [];
  return parse(source).definitions.flatMap((definition) =>
    (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
    ['Query', 'Mutation', 'Subscription'].includes(definition.name.value)
      ? (definition.fields ?? []).map((field) => `${definition.name.value}.${field.name.value}`)
      : [],
  );
}
