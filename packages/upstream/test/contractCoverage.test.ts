import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { claimedTags, contractScopes, type CheckerScope } from './support/contractClaims.js';

/**
 * Every operation of every OpenAPI file has a contract suite: a checker that claims one of its tags
 * (and does not exclude another), or its file's general checker when no suite claims its tags. Each
 * suite with a checker asserts its gaps, so "has a suite" means "every declared status is provoked".
 */
const OPENAPI = new URL('../openapi/', import.meta.url);
const METHODS = ['get', 'post', 'delete', 'patch', 'put'] as const;
interface Operation {
  operationId: string;
  tags?: string[];
}

function operations(spec: string): Operation[] {
  const doc = parse(readFileSync(new URL(spec, OPENAPI), 'utf8')) as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  };
  return Object.values(doc.paths).flatMap((item) =>
    METHODS.flatMap((method) => (item[method] ? [item[method]] : [])),
  );
}

function covers(scope: CheckerScope, operation: Operation): boolean {
  const tags = operation.tags ?? [];
  const excluded = [...(scope.excludeTags ?? []), ...(scope.excludesClaimed ? claimedTags(scope.spec) : [])];
  if (tags.some((tag) => excluded.includes(tag))) return false;
  return !scope.tags || tags.some((tag) => scope.tags?.includes(tag));
}

describe('contract coverage', () => {
  const specs = readdirSync(OPENAPI).filter((name) => name.endsWith('.yaml'));

  it('finds the suites', () => {
    expect(specs.length).toBeGreaterThan(0);
    expect(contractScopes().length).toBeGreaterThan(0);
  });

  it('gives every operation of every OpenAPI file a contract suite', () => {
    const uncovered = specs.flatMap((spec) =>
      operations(spec)
        .filter(
          (operation) => !contractScopes().some((scope) => scope.spec === spec && covers(scope, operation)),
        )
        .map((operation) => `${spec} ${operation.operationId} [${(operation.tags ?? []).join(', ')}]`),
    );
    expect(uncovered).toEqual([]);
  });

  it('names only tags its OpenAPI file has', () => {
    const unknown = contractScopes().flatMap((scope) => {
      const known = new Set(operations(scope.spec).flatMap((operation) => operation.tags ?? []));
      return [...(scope.tags ?? []), ...(scope.excludeTags ?? [])]
        .filter((tag) => !known.has(tag))
        .map((tag) => `${scope.file}: ${scope.spec} has no tag ${tag}`);
    });
    expect(unknown).toEqual([]);
  });

  it('has every suite with a checker assert its gaps', () => {
    const files = [...new Set(contractScopes().map((scope) => scope.file))];
    const silent = files.filter(
      (file) => !readFileSync(new URL(`../${file}`, import.meta.url), 'utf8').includes('.gaps()'),
    );
    expect(silent).toEqual([]);
  });
});
