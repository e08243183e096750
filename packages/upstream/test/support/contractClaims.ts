import { readdirSync, readFileSync } from 'node:fs';

/**
 * Who checks which operations, read from the tests' own source so no list has to be kept: every
 * `createContractChecker(new URL('…/openapi/<file>.yaml', …), { … })` of the package's test files.
 * A checker with `tags` claims those tags of its file (a domain's contract test, beside its routes
 * or in test/); a checker without `tags` is its file's general one and, with
 * `excludeTags: claimedTags('<file>.yaml')`, covers every operation no other checker claims. So a
 * new domain's contract test only names its own tags, and test/contractCoverage.test.ts proves
 * every operation has a checker.
 */
export interface CheckerScope {
  /** The test file, relative to the package. */
  file: string;
  /** The OpenAPI file's name (`house.yaml`). */
  spec: string;
  tags?: string[];
  excludeTags?: string[];
  /** `excludeTags: claimedTags(spec)`: every tag another checker claims. */
  excludesClaimed: boolean;
}

const PACKAGE = new URL('../../', import.meta.url);
const CALL = 'createContractChecker(';
const CHECKER =
  /createContractChecker\(\s*new URL\(\s*'[^']*openapi\/([\w.-]+\.yaml)',\s*import\.meta\.url\s*\)\s*(?:,\s*\{([^{}]*)\}\s*)?,?\s*\)/g;
const LITERAL_LIST = (name: string) => new RegExp(`\\b${name}:\\s*\\[([^\\]]*)\\]`);
const CLAIMED_CALL = /\bexcludeTags:\s*claimedTags\(\s*'([\w.-]+\.yaml)'\s*\)/;

const strings = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');

function testFiles(): string[] {
  return ['src', 'test'].flatMap((dir) =>
    readdirSync(new URL(dir, PACKAGE), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `${dir}/${name}`),
  );
}

/** Parses one option block; throws on a form it cannot read, so no checker is silently skipped. */
function scopeOf(file: string, spec: string, options: string): CheckerScope {
  const scope: CheckerScope = { file, spec, excludesClaimed: false };
  const rest = options
    .replace(LITERAL_LIST('tags'), (_, list: string) => {
      scope.tags = strings(list);
      return '';
    })
    .replace(LITERAL_LIST('excludeTags'), (_, list: string) => {
      scope.excludeTags = strings(list);
      return '';
    })
    .replace(CLAIMED_CALL, (_, claimedSpec: string) => {
      if (claimedSpec !== spec)
        throw new Error(`${file}: claimedTags('${claimedSpec}') on a ${spec} checker`);
      scope.excludesClaimed = true;
      return '';
    });
  if (rest.replace(/\/\/.*$/gm, '').replace(/[\s,]/g, '') !== '')
    throw new Error(`${file}: contract checker options not understood: ${options.trim()}`);
  return scope;
}

let cached: CheckerScope[] | undefined;

/** Every contract checker of the package's tests. */
export function contractScopes(): CheckerScope[] {
  if (cached) return cached;
  const scopes: CheckerScope[] = [];
  for (const file of testFiles()) {
    const source = readFileSync(new URL(file, PACKAGE), 'utf8');
    const calls = source.split(CALL).length - 1;
    const found = [...source.matchAll(CHECKER)].map((m) => scopeOf(file, m[1] ?? '', m[2] ?? ''));
    if (found.length !== calls)
      throw new Error(
        `${file}: ${calls} contract checkers, ${found.length} understood (see contractClaims.ts)`,
      );
    scopes.push(...found);
  }
  cached = scopes;
  return scopes;
}

/** The tags of `spec` that a checker claims with `tags` (a domain's contract test). */
export function claimedTags(spec: string): string[] {
  const claimed = contractScopes()
    .filter((scope) => scope.spec === spec)
    .flatMap((scope) => scope.tags ?? []);
  return [...new Set(claimed)].sort();
}
