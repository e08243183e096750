import { getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema.js';
import { usesIntrospection, withoutSuggestions } from './callerGate.js';
import { documentCost } from './costLimit.js';
import { documentLimitError, limitRules, MAX_DIRECTIVES, MAX_SAME_FIELD, refusedStandIn } from './index.js';

const schema = buildGatewaySchema();
const limits = { maxDepth: 12, maxAliases: 30, maxCost: 5000 };

function errorsOf(query: string, l = limits) {
  return validate(schema, parse(query), [...specifiedRules, ...limitRules(l)]).map((e) => ({
    message: e.message,
    limit: e.extensions['limit'],
  }));
}

/** viewer { user { id } } nested inside `levels` fragments-free wrappers is not possible in this
 * schema, so depth is built from the deepest real path and a lowered limit. */
const hubQuery = `query Hub {
  viewer { user { id displayName } house { id name settings { autoChargeEnabled } paymentProcessorType } access { invoices } }
  uninvoicedSaleGroups(page: 1) { items { id name sessions { id ref date title identifier dateFull locationId saleGroupId } } pageInfo { page pageSize totalCount totalPages hasNextPage hasPreviousPage } }
  invoiceGroups(page: 1) { items { id title templateId invoicesCreated sessions { id ref date title } } pageInfo { page totalPages } }
  invoiceTemplates { id name payrixTemplate }
}`;

describe('operation limits', () => {
  it('accepts the hub screen query with the default limits', () => {
    expect(errorsOf(hubQuery)).toEqual([]);
  });

  it('refuses an operation deeper than the depth limit, fragments included', () => {
    const q = 'query { viewer { house { settings { isOnlineOnly } } } }'; // depth 4
    expect(errorsOf(q, { ...limits, maxDepth: 4 })).toEqual([]);
    expect(errorsOf(q, { ...limits, maxDepth: 3 })).toEqual([
      { message: 'The operation is nested 4 levels deep; the limit is 3.', limit: 'MAX_DEPTH' },
    ]);
    const viaFragment =
      'query { viewer { ...V } } fragment V on Viewer { house { settings { isOnlineOnly } } }';
    expect(errorsOf(viaFragment, { ...limits, maxDepth: 3 })[0]?.limit).toBe('MAX_DEPTH');
  });

  it('refuses more aliases than the limit, counting each fragment spread', () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `v${i}: version`).join(' ');
    expect(errorsOf(`query { ${aliases(30)} }`)).toEqual([]);
    expect(errorsOf(`query { ${aliases(31)} }`)).toEqual([
      { message: 'The operation uses 31 aliases; the limit is 30.', limit: 'MAX_ALIASES' },
    ]);
    const spread = `query { ...F a: viewer { ...W } b: viewer { ...W } } fragment F on Query { ${aliases(10)} } fragment W on Viewer { ${Array.from({ length: 10 }, (_, i) => `u${i}: user { id }`).join(' ')} }`;
    expect(errorsOf(spread)[0]?.limit).toBe('MAX_ALIASES'); // 10 + 2 + 2·10 = 32
  });

  it('multiplies list fields in the cost estimate', () => {
    // 1 (uninvoicedSaleGroups) + 1 (items) + 25·(1 sessions + 10·1 id) = 277
    const q = 'query { uninvoicedSaleGroups { items { sessions { id } } } }';
    expect(errorsOf(q, { ...limits, maxCost: 277 })).toEqual([]);
    expect(errorsOf(q, { ...limits, maxCost: 276 })).toEqual([
      { message: "The operation's estimated cost is 277; the limit is 276.", limit: 'MAX_COST' },
    ]);
  });

  it('counts the fields of one response key once, as execution merges them, and aliases apart', () => {
    // 1 (uninvoicedSaleGroups) + 1 (items) + 25·(1 sessions + 10·(id, ref)) = 527, however the
    // selections repeat `sessions` and `id` (in fragments or not)
    const repeated = `query { uninvoicedSaleGroups { items { sessions { id } ...S } } }
      fragment S on SaleGroup { sessions { id ref } }`;
    expect(errorsOf(repeated, { ...limits, maxCost: 527 })).toEqual([]);
    expect(errorsOf(repeated, { ...limits, maxCost: 526 })[0]?.limit).toBe('MAX_COST');
    // An alias is a field of its own: 527 + 25·(1 + 10·1)
    const aliased = 'query { uninvoicedSaleGroups { items { sessions { id ref } again: sessions { id } } } }';
    expect(errorsOf(aliased, { ...limits, maxCost: 527 + 275 })).toEqual([]);
    expect(errorsOf(aliased, { ...limits, maxCost: 527 + 274 })[0]?.limit).toBe('MAX_COST');
  });

  it("sizes a connection's edges and nodes by its window, a variable by the assumed size", () => {
    const page = (size: string) =>
      `query($c: ID!${size.includes('$n') ? ', $n: Int' : ''}) { catalogItems(catalogId: $c) { items(${size}) { nodes { id title } edges { node { id } } } } }`;
    // catalogItems 1 + items 1 + nodes (1 + n·2 fields) + edges (1 + n·(node 1 + id 1))
    const cost = (n: number) => 1 + 1 + (1 + 2 * n) + (1 + 2 * n);
    expect(errorsOf(page('first: 20'), { ...limits, maxCost: cost(20) })).toEqual([]);
    expect(errorsOf(page('first: 20'), { ...limits, maxCost: cost(20) - 1 })[0]?.limit).toBe('MAX_COST');
    expect(errorsOf(page('pageSize: 200'), { ...limits, maxCost: cost(200) - 1 })[0]?.limit).toBe('MAX_COST');
    expect(errorsOf(page('first: $n'), { ...limits, maxCost: cost(100) })).toEqual([]);
    expect(errorsOf(page('first: $n'), { ...limits, maxCost: cost(100) - 1 })[0]?.limit).toBe('MAX_COST');
  });

  it('refuses an alias flood by cost even under the alias limit when the aliased fields are lists', () => {
    const groups = Array.from(
      { length: 30 },
      (_, i) =>
        `g${i}: uninvoicedSaleGroups(page: ${i + 1}) { items { sessions { id ref date title identifier } } }`,
    ).join(' ');
    expect(errorsOf(`query { ${groups} }`).map((e) => e.limit)).toEqual(['MAX_COST']);
  });

  it('lets the standard introspection query through the depth and cost limits', () => {
    expect(
      errorsOf(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, oneOf: true })),
    ).toEqual([]);
  });

  it('refuses an introspection query that nests lists to blow up', () => {
    const bomb = 'query { __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    expect(errorsOf(bomb).map((e) => e.limit)).toContain('INTROSPECTION_DEPTH');
  });

  it('survives fragment cycles and fragment bombs', () => {
    const cycle =
      'query { viewer { ...A } } fragment A on Viewer { user { id } ...B } fragment B on Viewer { ...A }';
    const errors = errorsOf(cycle);
    expect(errors.some((e) => /Cannot spread fragment/.test(e.message))).toBe(true);
    const levels = 12;
    const defs = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Query { version }`
        : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const started = Date.now();
    const bombErrors = errorsOf(`query { ...F0 } ${defs}`);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(bombErrors.map((e) => e.limit)).toContain('TOO_COMPLEX');
  });
});

describe('anonymous schema privacy helpers', () => {
  it('finds introspection at the root, in fragments too', () => {
    expect(usesIntrospection(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(usesIntrospection(parse('{ ...F } fragment F on Query { __type(name: "Viewer") { name } }'))).toBe(
      true,
    );
    expect(usesIntrospection(parse('{ __typename version }'))).toBe(false);
  });

  it('strips field suggestions', () => {
    expect(withoutSuggestions('Cannot query field "vewer" on type "Query". Did you mean "viewer"?')).toBe(
      'Cannot query field "vewer" on type "Query".',
    );
  });
});

describe('document limits checked before graphql validation', () => {
  const limitOf = (query: string) => documentLimitError(parse(query))?.extensions['limit'] ?? null;
  const times = (n: number, piece: string) => Array.from({ length: n }, () => piece).join(' ');

  it('accepts the hub screen query', () => {
    expect(documentLimitError(parse(hubQuery))).toBeNull();
  });

  it('counts one response name per selection set, inline fragments included, aliases by alias', () => {
    expect(limitOf(`{ ${times(MAX_SAME_FIELD, 'version')} }`)).toBeNull();
    expect(limitOf(`{ ${times(MAX_SAME_FIELD + 1, 'version')} }`)).toBe('MAX_SAME_FIELD');
    expect(limitOf(`{ viewer { ${times(MAX_SAME_FIELD + 1, '... on Viewer { user { id } }')} } }`)).toBe(
      'MAX_SAME_FIELD',
    );
    expect(limitOf(`{ ${Array.from({ length: 20 }, (_, i) => `v${i}: version`).join(' ')} }`)).toBeNull();
    // Named fragments are compared once by graphql, so their spreads are not multiplied here.
    expect(limitOf(`{ viewer { ${times(20, '...V')} } } fragment V on Viewer { user { id } }`)).toBeNull();
  });

  it('counts directives on fields, spreads and inline fragments', () => {
    const directives = (n: number) => times(n, '@include(if: true)');
    expect(limitOf(`{ version ${directives(MAX_DIRECTIVES)} }`)).toBeNull();
    expect(limitOf(`{ version ${directives(MAX_DIRECTIVES + 1)} }`)).toBe('MAX_DIRECTIVES');
    expect(limitOf(`{ ... on Query ${directives(MAX_DIRECTIVES + 1)} { version } }`)).toBe('MAX_DIRECTIVES');
  });

  it('fails a stand-in document with the limit error and nothing else', () => {
    const error = documentLimitError(parse(`{ ${times(MAX_SAME_FIELD + 1, 'version')} }`));
    if (!error) throw new Error('expected a limit error');
    const errors = validate(schema, refusedStandIn(error), [...specifiedRules, ...limitRules(limits)]);
    expect(errors.map((e) => e.message)).toEqual([error.message]);
    expect(validate(schema, parse('{ __typename }'), [...specifiedRules, ...limitRules(limits)])).toEqual([]);
  });
});

describe('documentCost (what an API token is charged)', () => {
  it('estimates the named operation like the cost rule, fragments expanded', () => {
    const doc = parse(
      'query A { apiTokens { ...T } } query B { viewer { user { id } } } fragment T on ApiToken { id name }',
    );
    expect(documentCost(schema, doc, 'A', 5000)).toBe(21);
    expect(documentCost(schema, doc, 'B', 5000)).toBe(3);
    expect(documentCost(schema, doc, 'C', 5000)).toBeNull();
  });
});
